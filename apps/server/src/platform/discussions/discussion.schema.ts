import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { nextRecordFileId } from '../attachments/attachments.schema';
import { author, tenant } from './authors';

/**
 * A comment on any subject a module declares (decision 0022): a complaint, later a session,
 * an agenda item, a debate's discussion. No foreign key to the subject, which may be any
 * module's: a module that deletes a subject calls `removeComments`.
 */
export const comment = pgTable(
  'comment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id').notNull(),
    /** The kind of subject, as its module declares it ('complaint', 'agenda-item'). */
    subjectKind: varchar('subject_kind', { length: 40 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The author. Accounts are never deleted (decision 0011): the key takes no action. */
    userId: integer('user_id').notNull(),
    /** At most the subject's declared length, cut by the service. */
    text: text('text').notNull(),
    byStaff: boolean('by_staff').notNull().default(false),
    /** Shown to citizens; staff hide one, or find it inappropriate. */
    active: boolean('active').notNull().default(true),
    inappropriate: boolean('inappropriate').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'comment_user_fk', columns: [t.userId], foreignColumns: [author.id] }),
    foreignKey({
      name: 'comment_municipality_fk',
      columns: [t.municipalityId],
      foreignColumns: [tenant.id],
    }),
    // A subject's comments in order, and the counts of a page of subjects.
    index('comment_subject_idx').on(t.subjectKind, t.subjectId, t.dateCreated),
  ],
);

/**
 * A file of a comment, taken from the author's staged uploads; the bytes are in the file
 * storage. Its id is drawn from the record files' series, so a module's download call may
 * serve its own files and its comments' files by id alone.
 */
export const commentFile = pgTable(
  'comment_file',
  {
    id: integer('id').primaryKey().default(nextRecordFileId()),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('comment_file_comment_idx').on(t.commentId, t.sortOrder),
    check('comment_file_size_check', sql`${t.size} >= 0`),
  ],
);
