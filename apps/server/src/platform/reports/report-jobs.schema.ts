import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The accounts table (`modules/accounts`), named here only as the target of the job owner's
 * foreign key: the platform imports no module. It is not exported, so it is neither a table
 * of the schema nor of a migration.
 */
const account = pgTable('app_user', { id: integer('id').primaryKey() });

/**
 * Report exports made in the background (decision 0026): queued by a report's ExportJob
 * call, taken by whichever server process claims it first (`FOR UPDATE SKIP LOCKED` and a
 * lease, as the outbox), written into the file storage, kept until `expires_at`.
 */
export const reportJob = pgTable(
  'report_job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    municipalityId: smallint('municipality_id').notNull(),
    /** Who asked: the job runs with this person's access as it is when it runs. */
    userId: integer('user_id').notNull(),
    /** The report's name in contracts (`ComplaintsByAnswerTime`). */
    report: varchar('report', { length: 100 }).notNull(),
    /** pdf, docx, xlsx or csv. */
    format: varchar('format', { length: 8 }).notNull(),
    languageId: smallint('language_id').notNull(),
    /** The filters as the ExportJob call validated them. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** ReportJobStatus: queued 1, running 2, done 3, failed 4. */
    status: smallint('status').notNull().default(1),
    /** Times the job was claimed: a job that takes its process down each time fails after a few. */
    attempts: smallint('attempts').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    /** Known once the job has counted its rows. */
    rowsTotal: integer('rows_total'),
    fileName: text('file_name'),
    storageKey: text('storage_key'),
    size: integer('size'),
    /** Why it failed: a message key, with its values (`{ count, maximum }`). */
    error: varchar('error', { length: 100 }),
    errorParams: jsonb('error_params').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the job and its file are removed (REPORT_JOB_KEEP_HOURS after it was asked for, then after it was done). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Until when the process that took the job may write it; after that any process may take it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The runner (host, process, instance) holding the lease. */
    claimedBy: text('claimed_by'),
  },
  (t) => [
    foreignKey({ name: 'report_job_user_fk', columns: [t.userId], foreignColumns: [account.id] }).onDelete(
      'cascade',
    ),
    // The claim: unfinished jobs, oldest first.
    index('report_job_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in (1, 2)`),
    // "My reports", newest first, and a person's unfinished jobs.
    index('report_job_user_idx').on(t.userId, t.createdAt),
    // The sweep of expired jobs.
    index('report_job_expires_idx').on(t.expiresAt),
  ],
);
