import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * The accounts table (`modules/accounts`), named here only as the target of a comment
 * author's foreign key and to read the author's name: the platform imports no module.
 * It is not in a schema file, so it is neither a table of the schema nor of a migration;
 * were `app_user` renamed, the next generated migration would point the key at a table
 * that is gone and fail in every test run.
 */
export const author = pgTable('app_user', {
  id: integer('id').primaryKey(),
  username: varchar('username', { length: 50 }).notNull(),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
});

/** The municipalities table (`modules/tenancy`), named only as a foreign key's target. */
export const tenant = pgTable('municipality', { id: smallint('id').primaryKey() });
