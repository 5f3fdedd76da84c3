import {
  COMPLAINT_ADDRESS_MAX,
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_COMMENT_MAX,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nextRecordFileId } from '../../platform/attachments/attachments.schema';
import { searchColumn } from '../../platform/search/search';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { municipality } from '../tenancy/tenancy.schema';

const municipalityId = () =>
  smallint('municipality_id')
    .notNull()
    .references(() => municipality.id);
const createdAt = () => timestamp('date_created', { withTimezone: true }).notNull().defaultNow();
const complaintRef = () =>
  integer('complaint_id')
    .notNull()
    .references(() => complaint.id, { onDelete: 'cascade' });

/** The last number given to a complaint of a municipality in a year ("154/2026"). */
export const complaintCounter = pgTable(
  'complaint_counter',
  {
    municipalityId: municipalityId(),
    year: smallint('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.year] })],
);

/**
 * A problem a citizen reported. Public lists and the map show only rows that are visible
 * and not inappropriate; their indexes are partial on that condition (decision 0016).
 */
export const complaint = pgTable(
  'complaint',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: municipalityId(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    title: varchar('title', { length: COMPLAINT_TITLE_MAX }).notNull(),
    description: varchar('description', { length: COMPLAINT_DESCRIPTION_MAX }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => complaintCategory.id),
    /** ComplaintStatus: Created 1, Inappropriate 2, Assigned 3, Answered 4, Resolved 5. */
    statusId: smallint('status_id').notNull().default(1),
    organizationalUnitId: integer('organizational_unit_id').references(() => organizationalUnit.id),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: varchar('address', { length: COMPLAINT_ADDRESS_MAX }).notNull(),
    locationDescription: varchar('location_description', { length: COMPLAINT_ADDRESS_MAX })
      .notNull()
      .default(''),
    inappropriate: boolean('inappropriate').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    dateCreated: createdAt(),
    /** The first answer. */
    dateAnswered: timestamp('date_answered', { withTimezone: true }),
    dateResolved: timestamp('date_resolved', { withTimezone: true }),
    /** The reporter chose to show their name publicly (default not; staff always see it). */
    showName: boolean('show_name').notNull().default(false),
    /** The first answer is due by then (the category's response days at the report); null: no deadline. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** "This is my problem too": supports (votes kind 'complaint'), kept here so staff can sort by them. */
    supportCount: integer('support_count').notNull().default(0),
    /** Merged into another report as its duplicate; its followers follow the survivor. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => complaint.id, {
      onDelete: 'set null',
    }),
    /** "Was it fixed?": when the reporter was asked, the SHA-256 of the link's token, and the answer. */
    fixedAskedAt: timestamp('fixed_asked_at', { withTimezone: true }),
    fixedTokenHash: varchar('fixed_token_hash', { length: 64 }),
    /** true: the reporter confirmed it fixed; false: said it was not (and it was reopened); null: no answer. */
    fixedConfirmed: boolean('fixed_confirmed'),
    /** Title, description and address, folded to one script (decision 0021), for prefix search. */
    search: searchColumn((): AnyPgColumn[] => [complaint.title, complaint.description, complaint.address]),
  },
  (t) => [
    uniqueIndex('complaint_number_unique').on(t.municipalityId, t.year, t.sequence),
    check('complaint_status_check', sql`${t.statusId} between 1 and 5`),
    check(
      'complaint_position_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    // The public list, newest first, and its filters by category and status.
    // The lists order by date and then id: both in the index, so a page is read in order.
    // NULLS FIRST is what ORDER BY … DESC means: an index kept NULLS LAST is not used for it.
    index('complaint_public_date_idx')
      .on(t.municipalityId, t.dateCreated.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visible} and not ${t.inappropriate}`),
    index('complaint_public_category_idx')
      .on(t.municipalityId, t.categoryId, t.statusId, t.dateCreated.desc().nullsFirst())
      .where(sql`${t.visible} and not ${t.inappropriate}`),
    index('complaint_public_status_idx')
      .on(t.municipalityId, t.statusId, t.dateCreated.desc().nullsFirst())
      .where(sql`${t.visible} and not ${t.inappropriate}`),
    // The map's bounding box.
    index('complaint_public_position_idx')
      .on(t.municipalityId, t.latitude, t.longitude)
      .where(sql`${t.visible} and not ${t.inappropriate}`),
    // Staff lists: everything, a unit's branch, a reporter's own.
    index('complaint_municipality_date_idx').on(
      t.municipalityId,
      t.dateCreated.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('complaint_unit_idx').on(
      t.organizationalUnitId,
      t.dateCreated.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('complaint_user_idx').on(t.userId, t.dateCreated.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('complaint_category_idx').on(t.categoryId),
    index('complaint_search_idx').using('gin', t.search),
    // The staff work queue's overdue reports.
    index('complaint_due_idx')
      .on(t.municipalityId, t.dueAt)
      .where(sql`${t.dueAt} is not null and ${t.dateAnswered} is null`),
    // Resolved reports whose reporter has not been asked "was it fixed?" yet.
    index('complaint_fixed_ask_idx')
      .on(t.dateResolved)
      .where(sql`${t.statusId} = 5 and ${t.fixedAskedAt} is null`),
    index('complaint_merged_into_idx')
      .on(t.mergedIntoId)
      .where(sql`${t.mergedIntoId} is not null`),
  ],
);

/** A photo of a complaint, re-encoded without metadata, with its thumbnail. */
export const complaintImage = pgTable(
  'complaint_image',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: complaintRef(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    thumbnailKey: varchar('thumbnail_key', { length: 200 }).notNull().unique(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('complaint_image_complaint_idx').on(t.complaintId, t.sortOrder)],
);

/**
 * A document of a report; the bytes are in the file storage. Its id is drawn from the record
 * files' series, shared with comments' files, so DownloadFile serves both by id (decision 0022).
 */
export const complaintFile = pgTable(
  'complaint_file',
  {
    id: integer('id').primaryKey().default(nextRecordFileId()),
    complaintId: complaintRef(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [index('complaint_file_complaint_idx').on(t.complaintId)],
);

/** An answer of the municipality to a complaint. */
export const complaintAnswer = pgTable(
  'complaint_answer',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: complaintRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    /** The unit the author answered for (their unit at the time). */
    organizationalUnitId: integer('organizational_unit_id').references(() => organizationalUnit.id),
    text: varchar('text', { length: COMPLAINT_ANSWER_MAX }).notNull(),
    dateCreated: createdAt(),
  },
  (t) => [index('complaint_answer_complaint_idx').on(t.complaintId, t.dateCreated)],
);

export const complaintAnswerFile = pgTable(
  'complaint_answer_file',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => complaintAnswer.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [index('complaint_answer_file_answer_idx').on(t.answerId)],
);

/** Every status a complaint went through, with who moved it and why. */
export const complaintStatusHistory = pgTable(
  'complaint_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: complaintRef(),
    statusId: smallint('status_id').notNull(),
    organizationalUnitId: integer('organizational_unit_id').references(() => organizationalUnit.id),
    comment: varchar('comment', { length: COMPLAINT_COMMENT_MAX }).notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    dateCreated: createdAt(),
    /**
     * ComplaintEvent: 1 a status change, 2 an internal note (staff only), 3 reopened by the reporter
     * ("not fixed"), 4 confirmed fixed by the reporter, 5 merged into another report, 6 a report merged
     * into this one.
     */
    event: smallint('event').notNull().default(1),
    /** Seen by staff only (internal notes). */
    internal: boolean('internal').notNull().default(false),
    /** The other report of a merge (events 5 and 6). */
    relatedComplaintId: integer('related_complaint_id').references((): AnyPgColumn => complaint.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('complaint_status_history_complaint_idx').on(t.complaintId, t.dateCreated),
    check('complaint_status_history_status_check', sql`${t.statusId} between 1 and 5`),
    check('complaint_status_history_event_check', sql`${t.event} between 1 and 6`),
  ],
);

/**
 * Who follows a complaint: the reporter and supporters automatically, anyone signed in by choice.
 * Followers are e-mailed on each public change; `token` is the one-click unfollow link's secret.
 */
export const complaintFollower = pgTable(
  'complaint_follower',
  {
    complaintId: complaintRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    token: varchar('token', { length: 64 }).notNull().unique(),
    dateCreated: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.userId] }),
    index('complaint_follower_user_idx').on(t.userId),
  ],
);

/**
 * An answer text staff choose while answering: for a category, a unit, both or neither, in the three
 * languages, with placeholders ({{number}}, {{title}}, {{address}}, {{unit}}, {{date}}).
 */
export const complaintResponseTemplate = pgTable(
  'complaint_response_template',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: municipalityId(),
    name: varchar('name', { length: 200 }).notNull(),
    categoryId: integer('category_id').references(() => complaintCategory.id, { onDelete: 'cascade' }),
    organizationalUnitId: integer('organizational_unit_id').references(() => organizationalUnit.id, {
      onDelete: 'cascade',
    }),
    textBs: varchar('text_bs', { length: COMPLAINT_ANSWER_MAX }).notNull(),
    textHr: varchar('text_hr', { length: COMPLAINT_ANSWER_MAX }).notNull(),
    textSrCyr: varchar('text_sr_cyr', { length: COMPLAINT_ANSWER_MAX }).notNull(),
    active: boolean('active').notNull().default(true),
    dateCreated: createdAt(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_response_template_municipality_idx').on(t.municipalityId, t.categoryId)],
);

/**
 * A link of a complaint to another complaint (stored both ways, one row each) or to a
 * council session (kind 'session', target id of a session; refused until sessions exist).
 */
export const complaintLink = pgTable(
  'complaint_link',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: complaintRef(),
    kind: varchar('kind', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [
    uniqueIndex('complaint_link_unique').on(t.complaintId, t.kind, t.targetId),
    index('complaint_link_target_idx').on(t.kind, t.targetId),
    check('complaint_link_kind_check', sql`${t.kind} in ('complaint', 'session')`),
  ],
);

/** The complaint configuration parameters a municipality has set (ComplaintParameter 1, 2). */
export const complaintParameter = pgTable(
  'complaint_parameter',
  {
    municipalityId: municipalityId(),
    id: smallint('id').notNull(),
    value: integer('value').notNull(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.municipalityId, t.id] }),
    check('complaint_parameter_id_check', sql`${t.id} between 1 and 20`),
  ],
);
