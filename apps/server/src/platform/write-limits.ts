import type { ServerMessageKey } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from './auth/auth';
import { tooManyRequests } from './errors';
import { addressKey, type Limiter, type LimitWindow } from './limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What people write that costs the municipality: records staff must read, files kept on disk, files made. */
export type WriteKind = 'report' | 'comment' | 'question' | 'upload' | 'export' | 'support';

type WriteLimit = {
  /** The refusal (429), with the wait in minutes. */
  key: ServerMessageKey;
  /** Per signed-in person, from any address. */
  perUser: readonly LimitWindow[];
  /** Per client address, for everyone on it: an anonymous citizen costs one click to make. */
  perAddress: readonly LimitWindow[];
  /** For staff who handle the records (the module says who), instead of the two above. */
  staff: readonly LimitWindow[];
};

/**
 * The figures of decision 0018: a citizen reports a few problems an hour, comments a few
 * times a minute and uploads a report's photos and documents; an office or a mobile
 * operator's shared address carries many citizens; staff are not held to citizens' limits.
 */
export const WRITE_LIMITS: Record<WriteKind, WriteLimit> = {
  report: {
    key: 'too_many_reports',
    perUser: [{ max: 10, windowMs: HOUR }],
    perAddress: [{ max: 30, windowMs: HOUR }],
    staff: [],
  },
  comment: {
    key: 'too_many_comments',
    perUser: [
      { max: 5, windowMs: MINUTE },
      { max: 60, windowMs: HOUR },
    ],
    perAddress: [{ max: 30, windowMs: MINUTE }],
    staff: [],
  },
  // A citizen's question reaches an addressee's mailbox and kind 5's recipients (decision 0028):
  // a few an hour is plenty for a person, a shared address carries a few people.
  question: {
    key: 'too_many_questions',
    perUser: [{ max: 10, windowMs: HOUR }],
    perAddress: [{ max: 30, windowMs: HOUR }],
    staff: [],
  },
  // Supports ("this is my problem too", and taking one back) move the count staff sort by and
  // each makes the supporter a follower: a person supports a handful of reports at a time.
  support: {
    key: 'too_many_supports',
    perUser: [
      { max: 20, windowMs: MINUTE },
      { max: 200, windowMs: HOUR },
    ],
    perAddress: [{ max: 60, windowMs: MINUTE }],
    staff: [{ max: 20, windowMs: MINUTE }],
  },
  upload: {
    key: 'too_many_uploads',
    perUser: [{ max: 60, windowMs: HOUR }],
    perAddress: [{ max: 200, windowMs: HOUR }],
    staff: [{ max: 600, windowMs: HOUR }],
  },
  // Report exports (Export and ExportJob; decision 0026) are staff's alone: a person
  // exports a handful while looking at a report, a script hundreds.
  export: {
    key: 'too_many_exports',
    perUser: [{ max: 30, windowMs: 10 * MINUTE }],
    perAddress: [],
    staff: [{ max: 30, windowMs: 10 * MINUTE }],
  },
};

/**
 * Counts one write of the caller against its limits, in the database (every process
 * shares the counts); refuses with the kind's message and Retry-After when one is used up.
 * Meant for a route's `limit`: it runs after access is checked and before the input is read.
 */
export function createWriteLimits(limiter: Limiter) {
  return async function limitWrite(
    kind: WriteKind,
    request: FastifyRequest,
    options: { staff: boolean },
  ): Promise<void> {
    const limit = WRITE_LIMITS[kind];
    const { userId } = callerOf(request);
    const address = addressKey(request.ip);
    const counted: [string, LimitWindow][] = options.staff
      ? limit.staff.map((w) => [`write:${kind}:staff:${userId}:${w.windowMs}`, w])
      : [
          ...limit.perUser.map((w): [string, LimitWindow] => [
            `write:${kind}:user:${userId}:${w.windowMs}`,
            w,
          ]),
          ...limit.perAddress.map((w): [string, LimitWindow] => [
            `write:${kind}:address:${address}:${w.windowMs}`,
            w,
          ]),
        ];
    const states = await Promise.all(counted.map(([key, window]) => limiter.hit(key, window)));
    const refused = states.filter((s) => !s.allowed);
    if (refused.length) {
      const retryAfterMs = Math.max(...refused.map((s) => s.retryAfterMs));
      throw tooManyRequests({ retryAfterMs, key: limit.key, inMinutes: true });
    }
  };
}

export type WriteLimits = ReturnType<typeof createWriteLimits>;
