import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The signed-in menu, seeded at start from what the modules declare. Who sees an item
 * is its profiles and additional access rights; a group is shown when it has something
 * to show.
 */
export const menuItem = pgTable('menu_item', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  parentKey: text('parent_key'),
  /** MenuItemType: group 1, link 2. */
  type: smallint('type').notNull(),
  /** Catalogue key of the caption. */
  label: text('label').notNull(),
  url: text('url'),
  sortOrder: integer('sort_order').notNull(),
  profiles: smallint('profiles').array().notNull(),
  rights: smallint('rights').array().notNull(),
  active: boolean('active').notNull().default(true),
});
