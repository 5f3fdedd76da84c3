import { z } from 'zod';
import { PageRequest, pageOf, Translated, zLanguageId } from '../../common';
import { UploadedAttachment } from '../../discussions';
import { defineEndpoint } from '../../endpoint';
import { Done } from '../accounts';
import { zTranslated } from '../code-lists';
import {
  BIOGRAPHY_MAX,
  CouncilMemberSummary,
  questionsAdminAccess,
  zAnswerInputMode,
  zMemberType,
} from './shared';
import { IdParams } from './fields';

/*
 * The administration of council members and of the units' answer settings (decision 0028):
 * administrators and holders of additional access right 18.
 */

export const CouncilMemberSearch = PageRequest.extend({
  text: z.string().trim().max(100).optional(),
  memberTypeId: z.number().int().min(1).max(5).optional(),
  convocationId: z.number().int().min(1).optional(),
  politicalPartyId: z.number().int().min(1).optional(),
  active: z.boolean().optional(),
  languageId: zLanguageId,
});
export type CouncilMemberSearch = z.input<typeof CouncilMemberSearch>;

export const CouncilMemberListItem = CouncilMemberSummary.extend({
  userId: z.number().int(),
  answerInputModeId: z.number().int(),
  questionCount: z.number().int(),
});
export type CouncilMemberListItem = z.infer<typeof CouncilMemberListItem>;

/** A council member as the administration edits it. */
export const CouncilMemberDetails = z.object({
  id: z.number().int(),
  memberTypeId: z.number().int(),
  politicalPartyId: z.number().int(),
  convocationId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  biography: Translated,
  answerInputModeId: z.number().int(),
  active: z.boolean(),
  hasPicture: z.boolean(),
  questionCount: z.number().int(),
});
export type CouncilMemberDetails = z.infer<typeof CouncilMemberDetails>;

/**
 * Creates (id 0) or changes a council member. `pictureId` is a picture uploaded before and taken
 * now (required for a new member; a kept member keeps their picture without one).
 */
export const CouncilMemberSave = z.object({
  id: z.number().int().min(0),
  memberTypeId: zMemberType,
  politicalPartyId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
  convocationId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
  userId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
  biography: zTranslated(BIOGRAPHY_MAX, true),
  answerInputModeId: zAnswerInputMode,
  active: z.boolean(),
  pictureId: z.uuid({ error: 'document_not_found_or_invalid' }).nullable().default(null),
});
export type CouncilMemberSave = z.input<typeof CouncilMemberSave>;

export const searchCouncilMembers = defineEndpoint({
  name: 'CouncilMembers.SearchCouncilMembers',
  method: 'POST',
  path: '/api/CouncilMembers/SearchCouncilMembers',
  summary: 'Council members by name, member type, convocation, party and activity, a page at a time',
  access: questionsAdminAccess,
  body: CouncilMemberSearch,
  response: pageOf(CouncilMemberListItem),
});

export const getCouncilMemberById = defineEndpoint({
  name: 'CouncilMembers.GetByID',
  method: 'GET',
  path: '/api/CouncilMembers/GetByID/:id',
  summary: 'A council member as the administration edits it',
  access: questionsAdminAccess,
  params: IdParams,
  response: CouncilMemberDetails,
});

export const saveCouncilMember = defineEndpoint({
  name: 'CouncilMembers.Save',
  method: 'POST',
  path: '/api/CouncilMembers/Save',
  summary:
    'Creates or changes a council member; a new member, or one moved to another convocation, takes ' +
    'only the current active convocation (convocation_not_current_or_inactive); the answering ' +
    'account must be a council member or the mayor of the municipality',
  access: questionsAdminAccess,
  body: CouncilMemberSave,
  response: z.object({ id: z.number().int() }),
});

export const deleteCouncilMember = defineEndpoint({
  name: 'CouncilMembers.DeleteCouncilMemberByID',
  method: 'DELETE',
  path: '/api/CouncilMembers/DeleteCouncilMemberByID/:id',
  summary: 'Deletes a council member no question points to (deletion_not_possible otherwise)',
  access: questionsAdminAccess,
  params: IdParams,
  response: Done,
});

export const uploadCouncilMemberPicture = defineEndpoint({
  name: 'CouncilMembers.UploadPicture',
  method: 'POST',
  path: '/api/CouncilMembers/UploadPicture',
  summary:
    'Receives a council member\'s picture (multipart/form-data, field "file"), re-encoded without metadata',
  access: questionsAdminAccess,
  body: { upload: { field: 'file' } },
  response: UploadedAttachment,
});

/** An account that may answer for a council member or the mayor (profile CouncilMember 12 or Mayor 13). */
export const AnsweringUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  profileId: z.number().int(),
});
export type AnsweringUser = z.infer<typeof AnsweringUser>;

export const getAnsweringUsers = defineEndpoint({
  name: 'CouncilMembers.GetAnsweringUsers',
  method: 'GET',
  path: '/api/CouncilMembers/GetAnsweringUsers',
  summary: "The municipality's active accounts of profile CouncilMember or Mayor, for a member's account",
  access: questionsAdminAccess,
  response: z.array(AnsweringUser),
});

/** An organisational unit's question setting: whether citizens may ask it, and how it answers. */
export const UnitQuestionSetting = z.object({
  organizationalUnitId: z.number().int(),
  name: z.string(),
  acceptsQuestions: z.boolean(),
  answerInputModeId: z.number().int(),
  /** Active accounts of the unit (profile OrgUnit) that answer for it and receive its e-mails. */
  answererCount: z.number().int(),
  questionCount: z.number().int(),
});
export type UnitQuestionSetting = z.infer<typeof UnitQuestionSetting>;

export const getUnitQuestionSettings = defineEndpoint({
  name: 'CouncilMembers.GetUnitSettings',
  method: 'GET',
  path: '/api/CouncilMembers/GetUnitSettings/:languageId',
  summary:
    'Every active organisational unit with whether citizens may ask it questions and its answer input mode',
  access: questionsAdminAccess,
  params: z.object({ languageId: zLanguageId }),
  response: z.array(UnitQuestionSetting),
});

export const saveUnitQuestionSetting = defineEndpoint({
  name: 'CouncilMembers.SaveUnitSetting',
  method: 'POST',
  path: '/api/CouncilMembers/SaveUnitSetting',
  summary: 'Sets whether citizens may ask an organisational unit questions, and how it answers',
  access: questionsAdminAccess,
  body: z.object({
    organizationalUnitId: z.number().int().min(1),
    acceptsQuestions: z.boolean(),
    answerInputModeId: zAnswerInputMode,
  }),
  response: Done,
});
