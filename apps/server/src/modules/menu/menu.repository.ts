import { ALL_PROFILES } from '@portal/contracts';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { MenuEntry } from '../../platform/module';
import { menuItem } from './menu.schema';

export type MenuRow = typeof menuItem.$inferSelect;

export function listMenuItems(db: Db) {
  return db
    .select()
    .from(menuItem)
    .where(eq(menuItem.active, true))
    .orderBy(asc(menuItem.sortOrder), asc(menuItem.id));
}

export async function upsertMenuItems(db: Db, entries: readonly MenuEntry[]) {
  if (!entries.length) return;
  await db
    .insert(menuItem)
    .values(
      entries.map((e) => ({
        key: e.key,
        parentKey: e.parent ?? null,
        type: e.type === 'group' ? 1 : 2,
        label: e.label,
        url: e.url ?? null,
        sortOrder: e.order,
        profiles: !e.access ? [] : 'public' in e.access ? [...ALL_PROFILES] : [...e.access.profiles],
        rights: e.access && !('public' in e.access) ? [...(e.access.rights ?? [])] : [],
        active: true,
      })),
    )
    .onConflictDoUpdate({
      target: menuItem.key,
      set: {
        parentKey: sql`excluded.parent_key`,
        type: sql`excluded.type`,
        label: sql`excluded.label`,
        url: sql`excluded.url`,
        sortOrder: sql`excluded.sort_order`,
        profiles: sql`excluded.profiles`,
        rights: sql`excluded.rights`,
        active: true,
      },
    });
}

export async function deactivateMenuItemsExcept(db: Db, keys: string[]) {
  await db
    .update(menuItem)
    .set({ active: false })
    .where(and(eq(menuItem.active, true), keys.length ? notInArray(menuItem.key, keys) : undefined));
}
