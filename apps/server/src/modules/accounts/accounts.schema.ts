import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  organizationalUnit,
  organizationalUnitFunction,
  sensitiveCategory,
} from '../code-lists/code-lists.schema';
import { language } from '../languages/languages.schema';
import { municipality } from '../tenancy/tenancy.schema';

/** Account status: waiting for confirmation, active, deactivated by its owner or staff, deleted. */
export const UserStatus = { Pending: 1, Active: 2, Deactivated: 3, Deleted: 4 } as const;

/**
 * Every account: citizens, staff and REST service users (profile 4). A deleted account
 * keeps its row, stripped of personal data, so contributions stay attributed to it.
 */
export const appUser = pgTable(
  'app_user',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    username: varchar('username', { length: 50 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    birthYear: smallint('birth_year'),
    /** International form, +38761234567. */
    phone: varchar('phone', { length: 20 }),
    /** Lower case. */
    email: varchar('email', { length: 254 }),
    sex: smallint('sex'),
    profileId: smallint('profile_id').notNull(),
    organizationalUnitId: integer('organizational_unit_id').references(() => organizationalUnit.id),
    organizationalUnitFunctionId: integer('organizational_unit_function_id').references(
      () => organizationalUnitFunction.id,
    ),
    sensitiveCategoryId: integer('sensitive_category_id').references(() => sensitiveCategory.id),
    /** ConfirmationRegistrationType the account was (or is to be) confirmed by. */
    confirmationType: smallint('confirmation_type'),
    languageId: smallint('language_id')
      .notNull()
      .default(1)
      .references(() => language.id),
    status: smallint('status').notNull(),
    /** What a REST service user is for. */
    description: text('description'),
    deviceToken: text('device_token'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateActivated: timestamp('date_activated', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_user_username_unique').on(t.municipalityId, sql`lower(${t.username})`),
    uniqueIndex('app_user_email_unique')
      .on(t.municipalityId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('app_user_phone_unique')
      .on(t.municipalityId, t.phone)
      .where(sql`${t.phone} is not null`),
    index('app_user_profile_idx').on(t.municipalityId, t.profileId),
  ],
);

/** Additional access rights held by an account. */
export const userAccessRight = pgTable(
  'user_access_right',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    rightId: smallint('right_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rightId] })],
);

/** A sign-in. Its token works until it expires or the session is revoked (logout). */
export const userSession = pgTable(
  'user_session',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

/** What a verification proves: the code or link confirming an account, or a password reset link. */
export const VerificationPurpose = { ActivationCode: 1, PasswordReset: 2, ActivationLink: 3 } as const;

/**
 * A code or link sent to confirm an account or to reset a password: stored as a hash,
 * single use, short-lived, with a count of wrong attempts.
 */
export const verification = pgTable(
  'verification',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    purpose: smallint('purpose').notNull(),
    channel: smallint('channel').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_secret_unique').on(t.secretHash),
    index('verification_user_idx').on(t.userId, t.purpose),
  ],
);
