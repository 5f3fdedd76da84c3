import {
  type ComplaintResponseTime,
  RESPONSE_TIME_MIN_ANSWERED,
  RESPONSE_TIME_PERIOD_DAYS,
} from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { createCache } from '../../platform/cache';
import { medianResponseHours } from './complaints-report-flow.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the municipality usually takes to answer a report, for the confirmation page. A
 * municipality with many answers is read at most every ten minutes: a typical time does not
 * change by the minute, and every report's confirmation asks for it.
 */
export function createResponseTime(db: Db) {
  const cache = createCache<ComplaintResponseTime>({
    ttlMs: 10 * 60_000,
    maxEntries: 100,
    keep: (value) => value.answeredCount >= 1000,
  });
  return {
    of(municipalityId: number): Promise<ComplaintResponseTime> {
      return cache.read(String(municipalityId), () => read(municipalityId));
    },
  };

  async function read(municipalityId: number): Promise<ComplaintResponseTime> {
    const since = new Date(Date.now() - RESPONSE_TIME_PERIOD_DAYS * DAY_MS);
    const { medianHours, answeredCount } = await medianResponseHours(db, municipalityId, since);
    return {
      // A "usual" time of two or three answers would promise what chance gave.
      medianHours:
        answeredCount >= RESPONSE_TIME_MIN_ANSWERED && medianHours !== null
          ? Math.round(medianHours * 10) / 10
          : null,
      answeredCount,
    };
  }
}
