import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A file uploaded and judged by its bytes, waiting for the record of the same person that
 * takes it (a complaint, a comment, an answer, an info-section document). Every module's
 * uploads wait here, under the attachment kind the module declared; one nobody takes is
 * removed after a day with its stored bytes (decision 0020).
 */
export const stagedUpload = pgTable(
  'staged_upload',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    municipalityId: smallint('municipality_id').notNull(),
    /** Who uploaded it: only they may take it. Not a foreign key: the platform knows no module's tables. */
    userId: integer('user_id').notNull(),
    /** The attachment kind its module declared (`complaint.image`, `info-section.document`). */
    kind: varchar('kind', { length: 60 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** An image's small copy for lists. */
    thumbnailKey: varchar('thumbnail_key', { length: 200 }),
    /** The name to keep: the uploaded name with an extension its content may carry. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** What its bytes are, not what its name says. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staged_upload_user_idx').on(t.userId, t.dateCreated),
    index('staged_upload_date_idx').on(t.dateCreated),
    check('staged_upload_size_check', sql`${t.size} > 0`),
  ],
);

/**
 * Ids of the files records keep, one series for every table that takes its ids from it
 * (`comment_file`, `complaint_file`): a module's one download call may then serve files of
 * several tables by id alone (complaints' DownloadFile: its documents and its comments'
 * files) without two files ever answering to the same id.
 */
export const recordFileIds = pgSequence('record_file_id_seq');

/** The default of an id column drawn from `record_file_id_seq`. */
export const nextRecordFileId = () => sql`nextval('record_file_id_seq')`;
