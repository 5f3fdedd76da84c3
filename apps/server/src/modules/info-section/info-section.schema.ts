import { DOCUMENT_NAME_MAX, type Translated } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentType } from '../code-lists/code-lists.schema';
import { language } from '../languages/languages.schema';
import { municipality } from '../tenancy/tenancy.schema';

const municipalityId = () =>
  smallint('municipality_id')
    .notNull()
    .references(() => municipality.id);
const createdAt = () => timestamp('date_created', { withTimezone: true }).notNull().defaultNow();
const modifiedAt = () => timestamp('date_modified', { withTimezone: true }).notNull().defaultNow();

/** A text of the info section, in the three languages. */
export const infoSectionText = pgTable(
  'info_section_text',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: municipalityId(),
    title: jsonb('title').$type<Translated>().notNull(),
    text: jsonb('text').$type<Translated>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    dateCreated: createdAt(),
    dateModified: modifiedAt(),
  },
  (t) => [index('info_section_text_municipality_idx').on(t.municipalityId, t.sortOrder)],
);

/**
 * An uploaded file, judged by its bytes. It waits here until a document takes it; one
 * that no document takes is removed after a day.
 */
export const infoSectionFile = pgTable(
  'info_section_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    municipalityId: municipalityId(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** The name it was uploaded under. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** What its bytes are, not what its name says. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    dateCreated: createdAt(),
  },
  (t) => [
    index('info_section_file_municipality_idx').on(t.municipalityId),
    check('info_section_file_size_check', sql`${t.size} > 0`),
  ],
);

/** A document of the info section: for one language, or for all when the language is null. */
export const infoSectionDocument = pgTable(
  'info_section_document',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: municipalityId(),
    name: varchar('name', { length: DOCUMENT_NAME_MAX }).notNull(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentType.id),
    languageId: smallint('language_id').references(() => language.id),
    extension: varchar('extension', { length: 10 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => infoSectionFile.id),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    dateCreated: createdAt(),
    dateModified: modifiedAt(),
  },
  (t) => [
    index('info_section_document_municipality_idx').on(t.municipalityId, t.documentTypeId),
    check(
      'info_section_document_extension_check',
      sql`${t.extension} in ('pdf', 'doc', 'docx', 'jpeg', 'jpg', 'mov', 'png', 'bmp', 'xlsx', 'xls')`,
    ),
  ],
);
