import { type Translated, SESSION_PLACE_MAX } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nextRecordFileId } from '../../platform/attachments/attachments.schema';
import { appUser } from '../accounts/accounts.schema';
import { convocation } from '../code-lists/code-lists.schema';
import { municipality } from '../tenancy/tenancy.schema';

/**
 * A council session (decision 0027). Titles and descriptions in every language; the public
 * sees it once published, by its access right (privilege 1–5).
 */
export const councilSession = pgTable(
  'council_session',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    convocationId: integer('convocation_id')
      .notNull()
      .references(() => convocation.id),
    title: jsonb('title').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    place: varchar('place', { length: SESSION_PLACE_MAX }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** InPreparation 1, Active 2, Finished 3. */
    statusId: smallint('status_id').notNull(),
    /** Privilege: Anyone 1, CreatorOnly 2, Visitors 3, RegisteredUsers 4, Employees 5. */
    privilegeId: smallint('privilege_id').notNull(),
    votingEnabled: boolean('voting_enabled').notNull().default(false),
    commentingEnabled: boolean('commenting_enabled').notNull().default(false),
    published: boolean('published').notNull().default(false),
    /** When it was first published: the kind 6 notification goes once, then. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => appUser.id),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('council_session_start_idx').on(t.municipalityId, t.startsAt),
    // The public list's page of ids, in its order (start, then id) without a sort.
    index('council_session_public_idx')
      .on(t.municipalityId, t.startsAt, t.id)
      .where(sql`published`),
    check('council_session_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('council_session_status', sql`${t.statusId} between 1 and 3`),
    check('council_session_privilege', sql`${t.privilegeId} between 1 and 5`),
  ],
);

/**
 * An item of a session's agenda; a sub-item names its item (one level). Ordinal and
 * sub-number are unique together in a session (an item's sub-number is 0).
 */
export const agendaItem = pgTable(
  'agenda_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => councilSession.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => agendaItem.id, { onDelete: 'cascade' }),
    ordinalNumber: smallint('ordinal_number').notNull(),
    subNumber: smallint('sub_number').notNull().default(0),
    name: jsonb('name').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    statusId: smallint('status_id').notNull(),
    /** The council's own decision and vote, recorded by staff (decision 0027). */
    councilDecisionId: smallint('council_decision_id'),
    councilFor: integer('council_for'),
    councilAgainst: integer('council_against'),
    councilAbstained: integer('council_abstained'),
  },
  (t) => [
    uniqueIndex('agenda_item_number_unique').on(t.sessionId, t.ordinalNumber, t.subNumber),
    index('agenda_item_parent_idx').on(t.parentId),
    check('agenda_item_status', sql`${t.statusId} between 1 and 3`),
    check('agenda_item_sub_number', sql`(${t.parentId} is null) = (${t.subNumber} = 0)`),
  ],
);

/** A document of a session (or its additional material) or of an agenda item. */
export const sessionFile = pgTable(
  'session_file',
  {
    id: integer('id').primaryKey().default(nextRecordFileId()),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => councilSession.id, { onDelete: 'cascade' }),
    agendaItemId: integer('agenda_item_id').references(() => agendaItem.id, { onDelete: 'cascade' }),
    additional: boolean('additional').notNull().default(false),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('session_file_session_idx').on(t.sessionId),
    index('session_file_agenda_idx').on(t.agendaItemId),
  ],
);
