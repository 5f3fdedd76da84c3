import type { CodeListName, Translated } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { municipality } from '../tenancy/tenancy.schema';

/** The columns every code list has: code, name and description in three languages, order, active. */
function entryColumns() {
  return {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    code: varchar('code', { length: 20 }),
    name: jsonb('name').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  };
}

const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A code list of the municipality's own entries; codes are unique within it when given. */
function codeList<E extends Record<string, PgColumnBuilderBase>>(
  table: string,
  extra: E = {} as E,
  where?: { name: string; on: 'current' },
) {
  return pgTable(table, { id: identity(), ...entryColumns(), ...extra }, (t) => [
    uniqueIndex(`${table}_code_unique`)
      .on(t.municipalityId, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null`),
    index(`${table}_municipality_idx`).on(t.municipalityId),
    // Only one current and active convocation per municipality.
    ...(where
      ? [
          uniqueIndex(where.name)
            .on(t.municipalityId)
            .where(sql`is_current and active`),
        ]
      : []),
  ]);
}

/**
 * A code list whose entries are the values of an enumeration of the spec (profiles,
 * survey types, statuses, participant kinds): the id is the value, per municipality.
 */
function fixedList(table: string) {
  return pgTable(table, { id: smallint('id').notNull(), ...entryColumns() }, (t) => [
    primaryKey({ columns: [t.municipalityId, t.id] }),
  ]);
}

export const organizationalUnit = codeList('organizational_unit', {
  parentId: integer('parent_id').references((): AnyPgColumn => organizationalUnit.id),
});
export const organizationalUnitFunction = codeList('organizational_unit_function');
export const complaintCategory = codeList('complaint_category', {
  icon: varchar('icon', { length: 30 }).notNull().default('other'),
  /** The statutory deadline for a first answer, in days from the report; null: none (issue 18). */
  responseDays: smallint('response_days'),
});
export const sensitiveCategory = codeList('sensitive_category');
export const documentType = codeList('document_type');
export const profileType = fixedList('profile_type');
export const debateSessionType = codeList('debate_session_type');
export const debateCategory = codeList('debate_category');
export const person = codeList('person', {
  position: jsonb('position').$type<Translated>(),
  phone: varchar('phone', { length: 20 }),
  email: varchar('email', { length: 254 }),
});
export const convocation = codeList(
  'convocation',
  {
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  { name: 'convocation_current_unique', on: 'current' },
);
export const politicalParty = codeList('political_party', {
  shortName: jsonb('short_name').$type<Translated>().notNull(),
});
export const legalRemedy = codeList('legal_remedy');
export const procedureCategory = codeList('procedure_category', {
  parentId: integer('parent_id').references((): AnyPgColumn => procedureCategory.id),
});
export const surveyType = fixedList('survey_type');
export const surveyParticipantType = fixedList('survey_participant_type');
export const surveyCategory = codeList('survey_category');
export const surveyStatus = fixedList('survey_status');

/** The table of each code list. */
export const codeListTables = {
  OrganizationalUnit: 'organizational_unit',
  OrganizationalUnitFunction: 'organizational_unit_function',
  Category: 'complaint_category',
  SensitiveCategory: 'sensitive_category',
  AdminInfoSectionDocumentType: 'document_type',
  ProfileType: 'profile_type',
  DebateSessionType: 'debate_session_type',
  DebateCategory: 'debate_category',
  Person: 'person',
  Convocation: 'convocation',
  PoliticalParty: 'political_party',
  LegalRemedy: 'legal_remedy',
  AdministrativeProcedureCategory: 'procedure_category',
  SurveyType: 'survey_type',
  SurveyParticipantType: 'survey_participant_type',
  SurveyCategory: 'survey_category',
  SurveyStatus: 'survey_status',
} as const satisfies Record<CodeListName, string>;
