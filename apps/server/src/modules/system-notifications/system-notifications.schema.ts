import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { appUser } from '../accounts/accounts.schema';
import { municipality } from '../tenancy/tenancy.schema';

const kindCheck = (column: unknown) => sql`${column} between 1 and 9`;

/**
 * A kind of system notification (new complaint 1 ... survey finished 9) as a municipality
 * has set it: on or off, and its channels. A kind without a row is on, by e-mail only.
 */
export const systemNotificationSetting = pgTable(
  'system_notification_setting',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    kind: smallint('kind').notNull(),
    active: boolean('active').notNull().default(true),
    email: boolean('email').notNull().default(true),
    sms: boolean('sms').notNull().default(false),
    push: boolean('push').notNull().default(false),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.municipalityId, t.kind] }),
    check('system_notification_setting_kind_check', kindCheck(t.kind)),
  ],
);

/** The staff told of a kind of system notification. */
export const systemNotificationRecipient = pgTable(
  'system_notification_recipient',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    kind: smallint('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.municipalityId, t.kind, t.userId] }),
    index('system_notification_recipient_user_idx').on(t.userId),
    check('system_notification_recipient_kind_check', kindCheck(t.kind)),
  ],
);
