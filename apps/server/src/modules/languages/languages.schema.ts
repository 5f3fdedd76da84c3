import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Bosnian 1, Serbian Cyrillic 2, Croatian 3. The primary flag is the portal-wide default. */
export const language = pgTable('language', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  cultureName: text('culture_name').notNull(),
  /** The language's own name, as a language bar shows it. */
  name: text('name').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull(),
});
