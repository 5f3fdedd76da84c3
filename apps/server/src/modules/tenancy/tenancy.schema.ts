import type { Translated } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { language } from '../languages/languages.schema';

export const municipality = pgTable(
  'municipality',
  {
    id: smallint('id').primaryKey(),
    name: jsonb('name').$type<Translated>().notNull(),
    kind: smallint('kind').notNull(),
    entity: smallint('entity').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoom: smallint('zoom').notNull(),
    primaryLanguageId: smallint('primary_language_id')
      .notNull()
      .references(() => language.id),
    postalCode: text('postal_code').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** Storage key of the municipality's own coat of arms; a drawn emblem is served when null. */
    coatOfArmsFile: text('coat_of_arms_file'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('municipality_kind_check', sql`${t.kind} in (1, 2)`),
    check('municipality_entity_check', sql`${t.entity} in (1, 2, 3)`),
    check('municipality_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('municipality_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

/** A municipality's own wording for a catalogue text, per language. */
export const captionOverride = pgTable(
  'caption_override',
  {
    municipalityId: smallint('municipality_id')
      .notNull()
      .references(() => municipality.id),
    languageId: smallint('language_id')
      .notNull()
      .references(() => language.id),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.municipalityId, t.languageId, t.key] })],
);

/** Partners whose logos the footer shows. */
export const sponsor = pgTable('sponsor', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  municipalityId: smallint('municipality_id')
    .notNull()
    .references(() => municipality.id),
  name: jsonb('name').$type<Translated>().notNull(),
  url: text('url'),
  logoFile: text('logo_file').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
