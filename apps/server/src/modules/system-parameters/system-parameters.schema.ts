import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { municipality } from '../tenancy/tenancy.schema';

/** Which sign-in types are open, per municipality (LoginType). */
export const loginTypeSetting = pgTable(
  'login_type_setting',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    loginTypeId: smallint('login_type_id').notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.loginTypeId] })],
);

/** Which registration fields are mandatory, per municipality (RegistrationField). */
export const registrationFieldSetting = pgTable(
  'registration_field_setting',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    fieldId: smallint('field_id').notNull(),
    mandatory: boolean('mandatory').notNull(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.fieldId] })],
);

/** How new accounts are confirmed, per municipality: exactly one type is active. */
export const confirmationTypeSetting = pgTable(
  'confirmation_type_setting',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    confirmationTypeId: smallint('confirmation_type_id').notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.municipalityId, t.confirmationTypeId] }),
    uniqueIndex('confirmation_type_one_active')
      .on(t.municipalityId)
      .where(sql`${t.active}`),
  ],
);

/**
 * What anonymous citizens may do besides signing in, per municipality (ParticipationParameter):
 * off unless its row says on (decision 0027).
 */
export const participationSetting = pgTable(
  'participation_setting',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    parameterId: smallint('parameter_id').notNull(),
    active: boolean('active').notNull().default(false),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.municipalityId, t.parameterId] }),
    check('participation_setting_parameter', sql`${t.parameterId} in (1)`),
  ],
);
