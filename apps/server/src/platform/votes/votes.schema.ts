import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The accounts table (`modules/accounts`), named here only as the target of the voter's
 * foreign key: the platform imports no module. It is not exported, so it is neither a
 * table of the schema nor of a migration; were `app_user` renamed, the next generated
 * migration would point the key at a table that is gone and fail in every test run.
 */
const account = pgTable('app_user', { id: integer('id').primaryKey() });

/**
 * Votes and supports on any subject a module declares (decision 0019): an agenda item
 * voted for, against, abstained or absent; a complaint or a debate supported. The
 * primary key holds one vote per (subject, voter) whatever the callers do at once.
 */
export const vote = pgTable(
  'vote',
  {
    municipalityId: smallint('municipality_id').notNull(),
    /** The kind of subject, as its module declares it ('agenda-item', 'complaint'). */
    subjectKind: varchar('subject_kind', { length: 40 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    voterId: integer('voter_id').notNull(),
    /** The code of the choice in the subject's declaration (for 1, against 2, ...). */
    choice: smallint('choice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'vote_one_per_voter', columns: [t.subjectKind, t.subjectId, t.voterId] }),
    foreignKey({ name: 'vote_voter_fk', columns: [t.voterId], foreignColumns: [account.id] }),
    // Counts of a page of subjects are read from the index alone.
    index('vote_counts_idx').on(t.municipalityId, t.subjectKind, t.subjectId, t.choice),
    check('vote_choice_check', sql`${t.choice} > 0`),
  ],
);
