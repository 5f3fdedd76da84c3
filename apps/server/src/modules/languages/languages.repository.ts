import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { language } from './languages.schema';

export type LanguageRow = typeof language.$inferSelect;

/** Active languages (or all), in display order; `includeId` is listed even when inactive. */
export function listLanguages(db: Db, options: { onlyActive: boolean; includeId: number }) {
  return db
    .select()
    .from(language)
    .where(options.onlyActive ? or(eq(language.active, true), eq(language.id, options.includeId)) : undefined)
    .orderBy(asc(language.sortOrder));
}

/** Inserts the languages; existing ones take the code, culture, name and order given. */
export async function upsertLanguages(db: Db, rows: (typeof language.$inferInsert)[]) {
  await db
    .insert(language)
    .values(rows)
    .onConflictDoUpdate({
      target: language.id,
      set: {
        code: sql`excluded.code`,
        cultureName: sql`excluded.culture_name`,
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
