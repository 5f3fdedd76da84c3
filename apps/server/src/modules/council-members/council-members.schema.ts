import { type Translated, QUESTION_TEXT_MAX } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nextRecordFileId } from '../../platform/attachments/attachments.schema';
import { appUser } from '../accounts/accounts.schema';
import { convocation, organizationalUnit, politicalParty } from '../code-lists/code-lists.schema';
import { municipality } from '../tenancy/tenancy.schema';

/**
 * A council member, the mayor or another member type of a convocation (decision 0028). The
 * account (profile CouncilMember or Mayor) answers for them; their name is the account's.
 */
export const councilMember = pgTable(
  'council_member',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    /** Council member 1, mayor 2, college member 3, working-body member 4, right of reply 5. */
    memberTypeId: smallint('member_type_id').notNull(),
    politicalPartyId: integer('political_party_id')
      .notNull()
      .references(() => politicalParty.id),
    convocationId: integer('convocation_id')
      .notNull()
      .references(() => convocation.id),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    biography: jsonb('biography').$type<Translated>().notNull(),
    /** Answer input mode 1–4 for questions to this member. */
    answerInputMode: smallint('answer_input_mode').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** The picture, re-encoded without metadata, and its thumbnail (decision 0015). */
    pictureKey: varchar('picture_key', { length: 200 }),
    pictureThumbnailKey: varchar('picture_thumbnail_key', { length: 200 }),
    pictureContentType: varchar('picture_content_type', { length: 100 }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('council_member_user_unique').on(t.convocationId, t.userId),
    index('council_member_municipality_idx').on(t.municipalityId, t.convocationId),
    check('council_member_type', sql`${t.memberTypeId} between 1 and 5`),
    check('council_member_answer_mode', sql`${t.answerInputMode} between 1 and 4`),
  ],
);

/** Whether citizens may ask an organisational unit questions, and how it answers them. */
export const questionUnitSetting = pgTable(
  'question_unit_setting',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    organizationalUnitId: integer('organizational_unit_id')
      .notNull()
      .references(() => organizationalUnit.id, { onDelete: 'cascade' }),
    acceptsQuestions: boolean('accepts_questions').notNull().default(true),
    answerInputMode: smallint('answer_input_mode').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.municipalityId, t.organizationalUnitId] }),
    check('question_unit_setting_answer_mode', sql`${t.answerInputMode} between 1 and 4`),
  ],
);

/**
 * A citizen's question to a council member (the mayor is one) or an organisational unit, and
 * its answer. The reply token's hash only is kept: the e-mail to the addressee carries the token.
 */
export const question = pgTable(
  'question',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    councilMemberId: integer('council_member_id').references(() => councilMember.id),
    organizationalUnitId: integer('organizational_unit_id').references(() => organizationalUnit.id),
    askerId: integer('asker_id')
      .notNull()
      .references(() => appUser.id),
    text: varchar('text', { length: QUESTION_TEXT_MAX }).notNull(),
    citizenEmail: varchar('citizen_email', { length: 254 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The addressee's answer input mode (1–4) when the question was asked. */
    answerInputMode: smallint('answer_input_mode').notNull(),
    answerText: text('answer_text'),
    answeredBy: integer('answered_by').references(() => appUser.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByEmail: boolean('answered_by_email').notNull().default(false),
    questionActive: boolean('question_active').notNull().default(true),
    answerActive: boolean('answer_active').notNull().default(false),
    inappropriate: boolean('inappropriate').notNull().default(false),
    /** When the asker was told of the published answer (once). */
    answerPublishedAt: timestamp('answer_published_at', { withTimezone: true }),
    /** sha-256 of the reply address's token (modes 2 and 3); null otherwise. */
    replyTokenHash: varchar('reply_token_hash', { length: 64 }).unique(),
    replyTokenUsedAt: timestamp('reply_token_used_at', { withTimezone: true }),
  },
  (t) => [
    index('question_public_idx')
      .on(t.municipalityId, t.askedAt, t.id)
      .where(sql`question_active`),
    index('question_member_idx').on(t.councilMemberId, t.askedAt),
    index('question_unit_idx').on(t.organizationalUnitId, t.askedAt),
    index('question_asker_idx').on(t.askerId, t.askedAt),
    check(
      'question_one_addressee',
      sql`(${t.councilMemberId} is null) <> (${t.organizationalUnitId} is null)`,
    ),
    check('question_answer_mode', sql`${t.answerInputMode} between 1 and 4`),
  ],
);

/** A file of an answer (a document or picture entered with it or attached to the e-mail reply). */
export const questionFile = pgTable(
  'question_file',
  {
    id: integer('id').primaryKey().default(nextRecordFileId()),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('question_file_question_idx').on(t.questionId)],
);
