import { TIME_ZONE } from '@portal/i18n/server';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/*
 * Days as the municipality lives them: a period of days (`YYYY-MM-DD`, both included) is
 * cut at midnight in the portal's time zone, so that every module counts a day alike.
 */

/**
 * Midnight at the start of a day, `days` after the given one, in the portal's time zone.
 * The end of a period is the midnight after its last day (`midnight(to, 1)`), not the last
 * day's midnight plus 24 hours, which is an hour off on the days the clocks change.
 */
export const midnight = (day: string | Placeholder, days = 0): SQL =>
  sql`(((${day})::date + ${days}::int)::timestamp at time zone ${TIME_ZONE})`;
