import { z } from 'zod';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { COMPLAINT_COMMENT_MAX } from './shared';

// ---- "Was it fixed?": the reporter's answer some days after a complaint is resolved ----

/**
 * The secret of a "was it fixed?" link: 32 random bytes, base64url (43 characters). Only its
 * SHA-256 is stored; whoever holds the link answers for the reporter, once.
 */
export const zFixedToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'complaint_fixed_link_not_valid' });

/** The answer a link carries (`?answer=yes|no`): the page starts with it chosen. */
export const fixedAnswers = ['yes', 'no'] as const;
export type FixedAnswer = (typeof fixedAnswers)[number];

export const FixedQuestionRequest = z.object({ token: zFixedToken });
export type FixedQuestionRequest = z.input<typeof FixedQuestionRequest>;

/** What the page shows before the reporter answers, and after. */
export const FixedQuestion = z.object({
  complaintId: z.number().int(),
  number: z.string(),
  title: z.string(),
  /** The comment staff wrote when they resolved it; empty without one. */
  resolutionNote: z.string(),
  /** When it was resolved; null once the reporter said "no" and it was reopened. */
  dateResolved: z.string().nullable(),
  /** Whether this link was already used: a second answer is refused. */
  answered: z.boolean(),
  /** The answer given: true fixed, false not fixed (reopened); null before an answer. */
  fixed: z.boolean().nullable(),
});
export type FixedQuestion = z.infer<typeof FixedQuestion>;

export const getFixedQuestion = defineEndpoint({
  name: 'Complaints.GetFixedQuestion',
  method: 'POST',
  path: '/api/Complaints/GetFixedQuestion',
  summary:
    'The complaint a "was it fixed?" link asks about (number, title, the resolution note) and whether ' +
    'it was already answered; changes nothing. The token is the authority, no sign-in is needed; a wrong ' +
    'token answers 404 complaint_fixed_link_not_valid.',
  access: PUBLIC,
  body: FixedQuestionRequest,
  response: FixedQuestion,
});

export const AnswerFixedQuestion = z.object({
  token: zFixedToken,
  fixed: z.boolean({ error: 'validation_required' }),
  /** What is still wrong ("no"); kept in the complaint's history. */
  comment: z.string().trim().max(COMPLAINT_COMMENT_MAX).default(''),
});
export type AnswerFixedQuestion = z.input<typeof AnswerFixedQuestion>;

export const answerFixedQuestion = defineEndpoint({
  name: 'Complaints.AnswerFixedQuestion',
  method: 'POST',
  path: '/api/Complaints/AnswerFixedQuestion',
  summary:
    'The reporter answers "was it fixed?" by the link from the e-mail, once (a second answer: ' +
    'complaint_fixed_already_answered). Yes confirms it fixed; no reopens it (Assigned when it has a ' +
    'unit, else Created) with the comment in its history, and its staff are told.',
  access: PUBLIC,
  body: AnswerFixedQuestion,
  response: z.object({ fixed: z.boolean(), statusId: z.number().int() }),
});
