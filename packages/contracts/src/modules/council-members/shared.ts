import { z } from 'zod';
import { Translated } from '../../common';
import { administratorsOr } from '../../access';
import { AccessRight, AnswerInputMode, enumValues, Profile } from '../../enums';
import { memberTypes } from './kinds';

// The member types and addressee kinds: a module without schemas, which the home page reads.
export * from './kinds';

/*
 * Council members, the mayor and citizens' questions to them and to organisational units
 * (decision 0028): limits, enumerations and who may do what, shared by the calls.
 */

/** A question's text: a few paragraphs, as the spec's "question text required". */
export const QUESTION_TEXT_MAX = 4000;
/** An answer: "not too large" (the spec) is 8,000 characters, about three pages. */
export const ANSWER_TEXT_MAX = 8000;
/** A council member's short biography, per language. */
export const BIOGRAPHY_MAX = 2000;
/** Files of one answer (documents, pictures). */
export const ANSWER_FILES_MAX = 10;
/** How many questions the home page lists ("five latest"). */
export const LATEST_QUESTIONS = 5;
/** The answer-time report's last bucket: answered after more than this many hours. */
export const ANSWER_HOURS_BUCKET = 72;
/** The responsiveness table's "answered within" days. */
export const ANSWER_WITHIN_DAYS = 30;

/** Answer input modes 1–4 (the spec's enumeration). */
export const answerInputModes = enumValues(AnswerInputMode);
/** Modes answered by replying to the notification e-mail. */
export const replyModes: readonly number[] = [
  AnswerInputMode.ReplyToNotification,
  AnswerInputMode.ReplyToNotificationWithActivation,
];

export const zAddresseeKind = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'validation_required',
});

/** Profiles whose accounts answer for a council member or the mayor. */
export const answeringProfiles: readonly number[] = [Profile.CouncilMember, Profile.Mayor];

/**
 * Who administers council members, the units' answer settings and the questions (moderation,
 * activating an answer, entering an answer on the addressee's behalf): administrators and
 * holders of additional access right 18 "questions".
 */
export const questionsAdminAccess = administratorsOr(AccessRight.Questions);

/**
 * Who answers questions addressed to them from "my questions" (mode 1): council members, the
 * mayor, and organisational units' accounts. Administrators and right 18 may open it too.
 */
export const answererAccess = {
  profiles: [Profile.Administrator, Profile.CouncilMember, Profile.Mayor, Profile.OrgUnit],
  rights: [AccessRight.Questions],
} as const;

export const zMemberType = z.union(
  memberTypes.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>],
  { error: 'validation_required' },
);
export const zAnswerInputMode = z.union(
  answerInputModes.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>],
  { error: 'validation_required' },
);

/** A question's public status in lists: answered (an answer the public sees) or not. */
export const QuestionAnswered = z.enum(['all', 'answered', 'unanswered']);
export type QuestionAnswered = z.infer<typeof QuestionAnswered>;

/** A file of an answer, as pages list it. */
export const AnswerFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type AnswerFile = z.infer<typeof AnswerFile>;

/** A council member as lists and the question form show them. */
export const CouncilMemberSummary = z.object({
  id: z.number().int(),
  /** The answering account's full name. */
  name: z.string(),
  memberTypeId: z.number().int(),
  politicalPartyName: z.string(),
  politicalPartyShortName: z.string(),
  convocationName: z.string(),
  /** The picture's download address part (`/api/PublicCouncilMembers/Picture/7`); null without one. */
  hasPicture: z.boolean(),
  active: z.boolean(),
});
export type CouncilMemberSummary = z.infer<typeof CouncilMemberSummary>;

export { Translated };
