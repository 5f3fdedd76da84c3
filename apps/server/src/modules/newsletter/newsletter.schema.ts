import { NEWSLETTER_EMAIL_MAX } from '@portal/contracts';
import { boolean, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { municipality } from '../tenancy/tenancy.schema';

export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    /** Stored trimmed and in lower case, so one address is one subscription. */
    email: varchar('email', { length: NEWSLETTER_EMAIL_MAX }).notNull(),
    active: boolean('active').notNull().default(true),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('newsletter_subscription_email_unique').on(t.municipalityId, t.email)],
);
