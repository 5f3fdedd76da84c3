import type { ComplaintMonthCounts } from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { createCache } from '../../platform/cache';
import { monthCounts } from './complaints-feed.repository';
import { TIME_ZONE } from './complaints-search.repository';

const monthOf = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);

/**
 * The home page's "reported / resolved this month": two counts, made at most once a minute
 * per municipality (every visitor of the home page asks), as the statistics' are for a large one.
 */
export function createComplaintMonthCounts(db: Db) {
  const cache = createCache<ComplaintMonthCounts>({ ttlMs: 60_000, maxEntries: 100 });
  return {
    async monthCounts(municipalityId: number, now = new Date()): Promise<ComplaintMonthCounts> {
      const month = monthOf(now);
      const key = `${municipalityId}|${month}`;
      return cache.read(key, async () => ({ month, ...(await monthCounts(db, municipalityId, now)) }));
    },
  };
}
