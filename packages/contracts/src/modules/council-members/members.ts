import { z } from 'zod';
import { zId, zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { imageContentTypes } from '../../files';
import { CouncilMemberSummary } from './shared';
import { IdParams, IdLanguageParams } from './fields';

/* The public pages of council members and the mayor (decision 0028). */

/** A council member as the public reads them: picture, party, biography in the page's language. */
export const PublicCouncilMember = CouncilMemberSummary.extend({
  biography: z.string(),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
});
export type PublicCouncilMember = z.infer<typeof PublicCouncilMember>;

export const PublicConvocation = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  current: z.boolean(),
});

export const PublicCouncil = z.object({
  /** Convocations that have members, newest first; the one shown is `convocationId`. */
  convocations: z.array(PublicConvocation),
  convocationId: z.number().int().nullable(),
  /** Active members of the convocation, mayor first, then by member type and name. */
  members: z.array(PublicCouncilMember),
});
export type PublicCouncil = z.infer<typeof PublicCouncil>;

export const getPublicCouncil = defineEndpoint({
  name: 'PublicCouncilMembers.GetAll',
  method: 'GET',
  path: '/api/PublicCouncilMembers/GetAll/:languageId',
  summary: 'The active council members of the current convocation, or of an earlier one on request',
  access: PUBLIC,
  params: z.object({ languageId: zLanguageId }),
  query: z.object({ convocationId: zId.optional() }),
  response: PublicCouncil,
});

export const getPublicCouncilMember = defineEndpoint({
  name: 'PublicCouncilMembers.GetByID',
  method: 'GET',
  path: '/api/PublicCouncilMembers/GetByID/:id/:languageId',
  summary: 'An active council member with picture, party and biography',
  access: PUBLIC,
  params: IdLanguageParams,
  response: PublicCouncilMember,
});

export const getPublicMayor = defineEndpoint({
  name: 'PublicCouncilMembers.GetMayor',
  method: 'GET',
  path: '/api/PublicCouncilMembers/GetMayor/:languageId',
  summary: 'The active mayor of the current convocation, or null when none is recorded',
  access: PUBLIC,
  params: z.object({ languageId: zLanguageId }),
  response: z.object({ mayor: PublicCouncilMember.nullable() }),
});

export const getCouncilMemberPicture = defineEndpoint({
  name: 'PublicCouncilMembers.Picture',
  method: 'GET',
  path: '/api/PublicCouncilMembers/Picture/:id',
  summary: "An active council member's picture (re-encoded without metadata); `?size=small` its thumbnail",
  access: PUBLIC,
  params: IdParams,
  query: z.object({ size: z.enum(['small', 'full']).default('full') }),
  response: { file: [...imageContentTypes] },
});

/** One addressee's row of the responsiveness table. */
export const ResponsivenessRow = z.object({
  addresseeKind: z.number().int(),
  addresseeId: z.number().int(),
  name: z.string(),
  party: z.string(),
  memberTypeId: z.number().int().nullable(),
  received: z.number().int(),
  answered: z.number().int(),
  /** Share of the received questions answered within ANSWER_WITHIN_DAYS days, 0–1; null with none received. */
  answeredWithinShare: z.number().nullable(),
  /** Median days from question to published answer over the answered ones; null with none answered. */
  medianDays: z.number().nullable(),
});
export type ResponsivenessRow = z.infer<typeof ResponsivenessRow>;

export const Responsiveness = z.object({
  /** Questions asked in the current convocation's period (empty when none is current). */
  current: z.array(ResponsivenessRow),
  overall: z.array(ResponsivenessRow),
  convocationName: z.string().nullable(),
});
export type Responsiveness = z.infer<typeof Responsiveness>;

export const getResponsiveness = defineEndpoint({
  name: 'PublicQuestions.Responsiveness',
  method: 'GET',
  path: '/api/PublicQuestions/Responsiveness/:languageId',
  summary:
    'Per council member, the mayor and each unit: questions received, answered, share answered within 30 days, median days to answer',
  access: PUBLIC,
  params: z.object({ languageId: zLanguageId }),
  response: Responsiveness,
});
