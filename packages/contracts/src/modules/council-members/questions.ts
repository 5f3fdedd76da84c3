import { z } from 'zod';
import { PageRequest, pageOf, zLanguageId } from '../../common';
import { SIGNED_IN_PEOPLE } from '../../access';
import { UploadedAttachment, zRequiredText, zUploadIds } from '../../discussions';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { documentContentTypes } from '../../files';
import { Done } from '../accounts';
import { zIsoDate } from '../complaints/fields';
import {
  ANSWER_FILES_MAX,
  ANSWER_TEXT_MAX,
  AnswerFile,
  answererAccess,
  LATEST_QUESTIONS,
  QUESTION_TEXT_MAX,
  QuestionAnswered,
  questionsAdminAccess,
  zAddresseeKind,
} from './shared';
import { IdParams, IdLanguageParams } from './fields';

/*
 * Citizens' questions to council members, the mayor and organisational units, and their
 * answers (decision 0028). The spec's GetQuestionsByCouncilMemberID and
 * OrganizationalUnit.getQuestionsByOrganizationalUnitID are the searches below with an
 * addressee chosen.
 */

const zEmail = z.email({ error: 'validation_invalid_email' }).max(254);
const zOptionalEmail = z.preprocess((v) => (v === '' ? null : v), zEmail.nullable().default(null));

/** Whom a question goes to: the kind, and the council member's or unit's id (the mayor's member id too). */
export const Addressee = z.object({
  addresseeKind: zAddresseeKind,
  addresseeId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
});

/** A citizen's question. `citizenEmail` is where they are told of the answer; `contactEmail` an optional other address the addressee may write to. */
export const AskQuestion = Addressee.extend({
  text: zRequiredText(QUESTION_TEXT_MAX),
  citizenEmail: zEmail,
  contactEmail: zOptionalEmail,
});
export type AskQuestion = z.input<typeof AskQuestion>;

/** An addressee as lists and pages name it. */
export const AddresseeName = z.object({
  addresseeKind: z.number().int(),
  addresseeId: z.number().int(),
  /** The member's full name, or the unit's name. */
  name: z.string(),
  /** The member's party short name; empty for a unit. */
  party: z.string(),
  memberTypeId: z.number().int().nullable(),
});
export type AddresseeName = z.infer<typeof AddresseeName>;

/** A question as the public lists show it. */
export const PublicQuestionListItem = z.object({
  id: z.number().int(),
  /** Empty when the question is hidden for inappropriate content. */
  text: z.string(),
  askedAt: z.string(),
  /** "First L." of the asker. */
  askerName: z.string(),
  addressee: AddresseeName,
  answered: z.boolean(),
  answeredAt: z.string().nullable(),
  inappropriate: z.boolean(),
});
export type PublicQuestionListItem = z.infer<typeof PublicQuestionListItem>;

export const PublicQuestionDetails = PublicQuestionListItem.extend({
  /** Empty until an answer the public sees exists. */
  answerText: z.string(),
  answeredByName: z.string().nullable(),
  files: z.array(AnswerFile),
});
export type PublicQuestionDetails = z.infer<typeof PublicQuestionDetails>;

export const PublicQuestionSearch = PageRequest.extend({
  addresseeKind: zAddresseeKind.optional(),
  addresseeId: z.number().int().min(1).optional(),
  answered: QuestionAnswered.default('all'),
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
  text: z.string().trim().max(100).optional(),
  languageId: zLanguageId,
});
export type PublicQuestionSearch = z.input<typeof PublicQuestionSearch>;

/** Who citizens may ask: the current convocation's active members, the mayor, and the units that take questions. */
export const Addressees = z.object({
  mayor: AddresseeName.nullable(),
  councilMembers: z.array(AddresseeName),
  units: z.array(AddresseeName),
});
export type Addressees = z.infer<typeof Addressees>;

export const getAddressees = defineEndpoint({
  name: 'PublicQuestions.GetAddressees',
  method: 'GET',
  path: '/api/PublicQuestions/GetAddressees/:languageId',
  summary:
    'Whom citizens may ask: the mayor, active council members of the current convocation, units taking questions',
  access: PUBLIC,
  params: z.object({ languageId: zLanguageId }),
  response: Addressees,
});

export const searchPublicQuestions = defineEndpoint({
  name: 'PublicQuestions.Search',
  method: 'POST',
  path: '/api/PublicQuestions/Search',
  summary: 'Active questions by addressee, answered or not, and period, newest first, a page at a time',
  access: PUBLIC,
  body: PublicQuestionSearch,
  response: pageOf(PublicQuestionListItem),
});

export const getLatestQuestions = defineEndpoint({
  name: 'PublicQuestions.GetLatest',
  method: 'GET',
  path: '/api/PublicQuestions/GetLatest/:languageId',
  summary: `The ${LATEST_QUESTIONS} latest active questions (the home page)`,
  access: PUBLIC,
  params: z.object({ languageId: zLanguageId }),
  response: z.array(PublicQuestionListItem),
});

export const getPublicQuestion = defineEndpoint({
  name: 'PublicQuestions.GetByID',
  method: 'GET',
  path: '/api/PublicQuestions/GetByID/:id/:languageId',
  summary: 'An active question with its answer once the public may see it',
  access: PUBLIC,
  params: IdLanguageParams,
  response: PublicQuestionDetails,
});

export const askQuestion = defineEndpoint({
  name: 'PublicQuestions.Ask',
  method: 'POST',
  path: '/api/PublicQuestions/Ask',
  summary:
    'A signed-in citizen asks a council member, the mayor or an organisational unit; system ' +
    'notification kind 5 goes to its recipients and the addressee is e-mailed (with a reply address in modes 2 and 3)',
  access: SIGNED_IN_PEOPLE,
  body: AskQuestion,
  response: z.object({ id: z.number().int() }),
});

/** A question in its asker's "my questions", with its state as the asker may know it. */
export const MyQuestionItem = PublicQuestionDetails.extend({
  questionActive: z.boolean(),
  citizenEmail: z.string(),
});
export type MyQuestionItem = z.infer<typeof MyQuestionItem>;

export const getMyQuestions = defineEndpoint({
  name: 'PublicQuestions.GetMine',
  method: 'POST',
  path: '/api/PublicQuestions/GetMine',
  summary: "The caller's own questions, newest first, with the answers published to them",
  access: SIGNED_IN_PEOPLE,
  personalData: true,
  body: PageRequest.extend({ languageId: zLanguageId }),
  response: pageOf(MyQuestionItem),
});

export const downloadAnswerFile = defineEndpoint({
  name: 'PublicQuestions.DownloadAnswerFile',
  method: 'GET',
  path: '/api/PublicQuestions/DownloadAnswerFile/:id',
  summary:
    'A file of an answer the public sees; staff, the addressee and the asker also before it is published',
  access: PUBLIC,
  params: IdParams,
  response: { file: documentContentTypes },
});

/* ---- Answering and moderation ---- */

/** A question as the addressee and staff see it: who asked, their addresses, every flag. */
export const StaffQuestion = PublicQuestionDetails.extend({
  /** The asker's full name. */
  askerFullName: z.string(),
  citizenEmail: z.string(),
  contactEmail: z.string().nullable(),
  /** The answer as entered, whether or not the public sees it yet. */
  questionActive: z.boolean(),
  answerActive: z.boolean(),
  /** The addressee's answer input mode when the question was asked. */
  answerInputModeId: z.number().int(),
  /** Answered by e-mail reply (true) or through the system. */
  answeredByEmail: z.boolean(),
  /** The caller may write or change the answer. */
  mayAnswer: z.boolean(),
  /** The caller may moderate (administrators and right 18). */
  mayModerate: z.boolean(),
});
export type StaffQuestion = z.infer<typeof StaffQuestion>;

export const StaffQuestionSearch = PageRequest.extend({
  addresseeKind: zAddresseeKind.optional(),
  addresseeId: z.number().int().min(1).optional(),
  answered: QuestionAnswered.default('all'),
  /** Only answers waiting for activation (mode 3), only inappropriate, only inactive questions. */
  state: z.enum(['all', 'awaitingActivation', 'inappropriate', 'inactive']).default('all'),
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
  text: z.string().trim().max(100).optional(),
  languageId: zLanguageId,
});
export type StaffQuestionSearch = z.input<typeof StaffQuestionSearch>;

export const searchStaffQuestions = defineEndpoint({
  name: 'CouncilMembers.SearchQuestions',
  method: 'POST',
  path: '/api/CouncilMembers/SearchQuestions',
  summary: 'Every question of the municipality by addressee, answer, state and period (moderation)',
  access: questionsAdminAccess,
  personalData: true,
  body: StaffQuestionSearch,
  response: pageOf(StaffQuestion),
});

export const getQuestionsToAnswer = defineEndpoint({
  name: 'CouncilMembers.GetQuestionsToAnswer',
  method: 'POST',
  path: '/api/CouncilMembers/GetQuestionsToAnswer',
  summary:
    'Questions addressed to the caller (their council member or mayor record, or their unit), newest first',
  access: answererAccess,
  personalData: true,
  body: PageRequest.extend({ answered: QuestionAnswered.default('all'), languageId: zLanguageId }),
  response: pageOf(StaffQuestion),
});

export const getStaffQuestion = defineEndpoint({
  name: 'CouncilMembers.GetQuestionByID',
  method: 'GET',
  path: '/api/CouncilMembers/GetQuestionByID/:id/:languageId',
  summary: 'A question with the asker and every flag, to its addressee and to administrators and right 18',
  access: answererAccess,
  personalData: true,
  params: IdLanguageParams,
  response: StaffQuestion,
});

export const SaveAnswer = z.object({
  questionId: z.number().int().min(1),
  answerText: zRequiredText(ANSWER_TEXT_MAX),
  fileIds: zUploadIds(ANSWER_FILES_MAX),
  removedFileIds: z.array(z.number().int().min(1)).max(ANSWER_FILES_MAX).default([]),
});
export type SaveAnswer = z.input<typeof SaveAnswer>;

export const saveAnswer = defineEndpoint({
  name: 'CouncilMembers.SaveAnswer',
  method: 'POST',
  path: '/api/CouncilMembers/SaveAnswer',
  summary:
    'The addressee answers through the system, or an administrator or right 18 enters the answer on ' +
    'their behalf; the asker is e-mailed when the answer is published (at once, or on activation in mode 3)',
  access: answererAccess,
  body: SaveAnswer,
  response: Done,
});

export const uploadAnswerFile = defineEndpoint({
  name: 'CouncilMembers.UploadAnswerFile',
  method: 'POST',
  path: '/api/CouncilMembers/UploadAnswerFile',
  summary: 'Receives one file for an answer (multipart/form-data, field "file"), judged by its bytes',
  access: answererAccess,
  body: { upload: { field: 'file' } },
  response: UploadedAttachment,
});

export const setQuestionState = defineEndpoint({
  name: 'CouncilMembers.SetQuestionState',
  method: 'POST',
  path: '/api/CouncilMembers/SetQuestionState',
  summary:
    'Moderation: question active, answer active (activating an answer publishes it and tells the asker), inappropriate',
  access: questionsAdminAccess,
  body: z.object({
    questionId: z.number().int().min(1),
    questionActive: z.boolean().optional(),
    answerActive: z.boolean().optional(),
    inappropriate: z.boolean().optional(),
  }),
  response: Done,
});
