import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, one row per key (`sign-in-failures:6:ana:10.0.0.1`, `route:POST
 * /api/Account/Login:10.0.0.1`), shared by every server process on the database. A row
 * counts the attempts of one fixed window; an expired row starts the next window when
 * hit again, and is swept away otherwise (decision 0018).
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_expires_idx').on(t.expiresAt)],
);
