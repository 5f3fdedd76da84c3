import { z } from 'zod';
import { zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { usagePeriodFilters } from '../../usage-period';
import { AddresseeName } from './questions';
import { ANSWER_HOURS_BUCKET, zAddresseeKind } from './shared';

/*
 * The public statistics of citizens' questions (decision 0028, "Reports and statistics"):
 * council member statistics and organisational unit question statistics as counts with
 * charts, over the questions the public sees (active ones) asked in a period.
 */

/**
 * The answer-time buckets, in hours from asking to the answer's publication: within 24,
 * 24–48, 48–ANSWER_HOURS_BUCKET, over ANSWER_HOURS_BUCKET, and not (yet) answered.
 */
export const answerTimeBuckets = ['within24', 'within48', 'within72', 'over72', 'unanswered'] as const;
export type AnswerTimeBucket = (typeof answerTimeBuckets)[number];
/** The upper bounds (hours, included) of the answered buckets, in order. */
export const ANSWER_HOURS_BOUNDS = [24, 48, ANSWER_HOURS_BUCKET] as const;

/**
 * The period asked in (the last twelve months, to today, when left out), whom the questions
 * went to, and the language the addressees are named in.
 */
export const QuestionStatisticsRequest = z.object({
  ...usagePeriodFilters,
  addresseeKind: zAddresseeKind.optional(),
  languageId: zLanguageId,
});
export type QuestionStatisticsRequest = z.input<typeof QuestionStatisticsRequest>;

/** Questions received and, of them, answered (an answer the public sees). */
const Tally = { received: z.number().int(), answered: z.number().int() };

/** One addressee's questions in the period. */
export const AddresseeQuestionCounts = AddresseeName.extend(Tally);
export type AddresseeQuestionCounts = z.infer<typeof AddresseeQuestionCounts>;

export const QuestionStatistics = z.object({
  /** The period counted, days both included. */
  dateFrom: z.string(),
  dateTo: z.string(),
  ...Tally,
  /** Council members 1, the mayor 2, organisational units 3, each present (zero when another kind is chosen). */
  byAddresseeKind: z.array(z.object({ id: z.number().int(), ...Tally })),
  /** Every month of the period (yyyy-mm, oldest first): questions asked in it, and how many of them are answered. */
  byMonth: z.array(z.object({ month: z.string(), ...Tally })),
  /** The answer-time buckets in their order (answerTimeBuckets), each present. */
  byAnswerTime: z.array(z.object({ bucket: z.enum(answerTimeBuckets), count: z.number().int() })),
  /** Council members and the mayor who were asked in the period, most questions first. */
  byCouncilMember: z.array(AddresseeQuestionCounts),
  /** Organisational units that were asked in the period, most questions first. */
  byUnit: z.array(AddresseeQuestionCounts),
});
export type QuestionStatistics = z.infer<typeof QuestionStatistics>;

export const getQuestionStatistics = defineEndpoint({
  name: 'PublicQuestions.Statistics',
  method: 'POST',
  path: '/api/PublicQuestions/Statistics',
  summary:
    'Counts over the active questions asked in a period (of an addressee kind): by addressee kind, ' +
    'answered or not, month, answer time, council member and organisational unit',
  access: PUBLIC,
  body: QuestionStatisticsRequest,
  response: QuestionStatistics,
});
