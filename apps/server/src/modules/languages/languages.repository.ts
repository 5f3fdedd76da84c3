import { asc, eq, or } from 'drizzle-orm';
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

export async function upsertLanguages(db: Db, rows: (typeof language.$inferInsert)[]) {
  for (const row of rows) {
    await db
      .insert(language)
      .values(row)
      .onConflictDoUpdate({
        target: language.id,
        set: { code: row.code, cultureName: row.cultureName, name: row.name, sortOrder: row.sortOrder },
      });
  }
}
