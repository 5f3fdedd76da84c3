import {
  type AnyMenuItem,
  getMenu,
  type MenuItem,
  mayCall,
  SIGNED_IN,
  menuContract,
} from '@portal/contracts';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule, type MenuEntry } from '../../platform/module';
import { deactivateMenuItemsExcept, listMenuItems, type MenuRow, upsertMenuItems } from './menu.repository';

const GROUP = 1;
const LINK = 2;
const MAX_DEPTH = 3;

/** The entries every portal has: the home page, and the Administration group the modules fill. */
const baseMenu: readonly MenuEntry[] = [
  { key: 'home', type: 'link', label: 'common.menu.home', url: '/home', order: 10, access: SIGNED_IN },
  { key: 'admin', type: 'group', label: 'admin.menu.administration', order: 900 },
];

/** Checks what modules declare: known parents, at most three levels. */
function checkEntries(entries: readonly MenuEntry[]): void {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  for (const entry of entries) {
    let depth = 1;
    for (let parent = entry.parent; parent; parent = byKey.get(parent)?.parent) {
      if (!byKey.has(parent)) throw new Error(`Menu entry ${entry.key} names an unknown group ${parent}`);
      depth += 1;
    }
    if (depth > MAX_DEPTH) throw new Error(`Menu entry ${entry.key} is deeper than ${MAX_DEPTH} levels`);
  }
}

/**
 * The caller's menu: links the caller may open, in groups that have something in them,
 * three levels at most, captions in the requested language.
 */
export function buildMenu(
  rows: MenuRow[],
  caller: { profileId: number; rights: number[] },
  caption: (key: string) => string,
) {
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  const children = new Map<string | null, MenuRow[]>();
  for (const row of rows) children.set(row.parentKey, [...(children.get(row.parentKey) ?? []), row]);
  const node = (row: MenuRow): AnyMenuItem | null => {
    const base = {
      id: row.id,
      parentID: row.parentKey ? (idOf.get(row.parentKey) ?? null) : null,
      name: caption(row.label),
      url: row.url,
    };
    if (row.type === LINK) {
      const visible = mayCall({ profiles: row.profiles as never[], rights: row.rights as never[] }, caller);
      return visible ? { ...base, menuItemTypeID: LINK, childItems: [], secondLevelItems: [] } : null;
    }
    const inside = (children.get(row.key) ?? []).map(node).filter((n): n is AnyMenuItem => n !== null);
    const links = inside.filter((n) => n.menuItemTypeID === LINK);
    const groups = inside.filter((n) => n.menuItemTypeID === GROUP);
    if (!links.length && !groups.length) return null;
    return { ...base, menuItemTypeID: GROUP, childItems: links, secondLevelItems: groups } as AnyMenuItem;
  };
  return (children.get(null) ?? []).map(node).filter((n): n is AnyMenuItem => n !== null) as MenuItem[];
}

export const menuModule = defineModule({
  name: 'menu',
  contract: menuContract,
  menu: baseMenu,

  routes(app, { db, texts }) {
    route(app, getMenu, async ({ params, request }) => {
      const caller = callerOf(request);
      const [rows, t] = await Promise.all([
        listMenuItems(db),
        texts.translator(caller.municipalityId, params.languageId),
      ]);
      return buildMenu(rows, caller, (key) => t(key));
    });
  },

  /** Stores what the modules declare; items no module declares any more are switched off. */
  async seedReference({ db, config, menu }) {
    const entries = menu.filter((e) => !e.demoOnly || config.DEMO_DATA);
    checkEntries(entries);
    await upsertMenuItems(db, entries);
    await deactivateMenuItemsExcept(
      db,
      entries.map((e) => e.key),
    );
  },
});
