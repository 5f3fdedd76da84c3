import {
  type CodeListFeature,
  type CodeListItem,
  type CodeListName,
  codeLists,
  type LanguageKey,
} from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import type { Translated } from '../../platform/records';
import { codeListTables } from './code-lists.schema';

/** The columns of each feature, as stored. */
const featureColumns: Record<CodeListFeature, readonly string[]> = {
  tree: ['parent_id'],
  icon: ['icon'],
  deadline: ['response_days'],
  person: ['position', 'phone', 'email'],
  convocation: ['start_date', 'end_date', 'is_current'],
  party: ['short_name'],
};

/** What a code list stores of an entry, its features' fields included. */
export type EntryValues = {
  code: string | null;
  name: Translated;
  description: Translated;
  order: number;
  active: boolean;
  parentId?: number | null;
  icon?: string;
  responseDays?: number | null;
  position?: Translated | null;
  phone?: string | null;
  email?: string | null;
  startDate?: string;
  endDate?: string;
  isCurrent?: boolean;
  shortName?: Translated;
};

type Row = {
  id: number;
  code: string | null;
  name: Translated;
  description: Translated;
  sort_order: number;
  active: boolean;
  parent_id?: number | null;
  child_count?: number | string;
  icon?: string | null;
  response_days?: number | null;
  position?: Translated | null;
  phone?: string | null;
  email?: string | null;
  start_date?: string | Date | null;
  end_date?: string | Date | null;
  is_current?: boolean;
  short_name?: Translated | null;
};

const table = (name: CodeListName) => sql.identifier(codeListTables[name]);
const featuresOf = (name: CodeListName) => codeLists[name].features as readonly CodeListFeature[];
const isTree = (name: CodeListName) => featuresOf(name).includes('tree');

/** A date column as `YYYY-MM-DD`, whichever driver read it. */
const day = (value: string | Date | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

function toItem(name: CodeListName, row: Row): CodeListItem {
  const item: CodeListItem = {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    order: row.sort_order,
    active: row.active,
    fixed: 'fixed' in codeLists[name],
  };
  for (const feature of featuresOf(name)) {
    if (feature === 'tree') {
      item.parentId = row.parent_id ?? null;
      item.childCount = Number(row.child_count ?? 0);
    } else if (feature === 'icon') item.icon = row.icon ?? null;
    else if (feature === 'deadline') item.responseDays = row.response_days ?? null;
    else if (feature === 'person') {
      item.position = row.position ?? null;
      item.phone = row.phone ?? null;
      item.email = row.email ?? null;
    } else if (feature === 'convocation') {
      item.startDate = day(row.start_date);
      item.endDate = day(row.end_date);
      item.isCurrent = row.is_current ?? false;
    } else item.shortName = row.short_name ?? null;
  }
  return item;
}

function selectEntries(name: CodeListName, where: SQL): SQL {
  const childCount = isTree(name)
    ? sql`, (select count(*) from ${table(name)} c where c.parent_id = e.id) as child_count`
    : sql``;
  return sql`select e.*${childCount} from ${table(name)} e where ${where}
    order by e.sort_order, e.name->>'bs', e.id`;
}

/** Every entry of a list in a municipality; for trees, optionally only those under one parent. */
export async function listEntries(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  parentId?: number | null,
): Promise<CodeListItem[]> {
  const under =
    parentId === undefined
      ? sql`true`
      : parentId === null
        ? sql`e.parent_id is null`
        : sql`e.parent_id = ${parentId}`;
  const rows = await queryRows<Row>(
    db,
    selectEntries(name, sql`e.municipality_id = ${municipalityId} and ${under}`),
  );
  return rows.map((row) => toItem(name, row));
}

export async function findEntry(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  id: number,
): Promise<CodeListItem | null> {
  const [row] = await queryRows<Row>(
    db,
    selectEntries(name, sql`e.municipality_id = ${municipalityId} and e.id = ${id}`),
  );
  return row ? toItem(name, row) : null;
}

/** Column name and value of each stored field of an entry. */
function columnsOf(name: CodeListName, values: EntryValues): [string, unknown][] {
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
  const all: Record<string, unknown> = {
    code: values.code,
    name: json(values.name),
    description: json(values.description),
    sort_order: values.order,
    active: values.active,
    parent_id: values.parentId ?? null,
    icon: values.icon,
    response_days: values.responseDays ?? null,
    position: json(values.position),
    phone: values.phone ?? null,
    email: values.email ?? null,
    start_date: values.startDate,
    end_date: values.endDate,
    is_current: values.isCurrent ?? false,
    short_name: json(values.shortName),
  };
  const columns = ['code', 'name', 'description', 'sort_order', 'active'].concat(
    featuresOf(name).flatMap((f) => featureColumns[f]),
  );
  return columns.map((column) => [column, all[column]]);
}

const JSON_COLUMNS = new Set(['name', 'description', 'position', 'short_name']);
const valueOf = ([column, value]: [string, unknown]) =>
  JSON_COLUMNS.has(column) && value !== null ? sql`${value}::jsonb` : sql`${value}`;

/** Adds an entry; a fixed list's entries are inserted with their enumeration value as id. */
export async function insertEntry(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  values: EntryValues,
  fixedId?: number,
): Promise<number> {
  const columns = columnsOf(name, values);
  const names = [...(fixedId === undefined ? [] : ['id']), 'municipality_id', ...columns.map(([c]) => c)];
  const vals = [
    ...(fixedId === undefined ? [] : [sql`${fixedId}`]),
    sql`${municipalityId}`,
    ...columns.map(valueOf),
  ];
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ${table(name)} (${sql.join(
      names.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values (${sql.join(vals, sql`, `)}) returning id`,
  );
  return row!.id;
}

/** Changes an entry; false when the municipality has no such entry. */
export async function updateEntry(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  id: number,
  values: EntryValues,
): Promise<boolean> {
  const sets = columnsOf(name, values).map((pair) => sql`${sql.identifier(pair[0])} = ${valueOf(pair)}`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${table(name)} set ${sql.join(sets, sql`, `)}
      where municipality_id = ${municipalityId} and id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** Deletes an entry; false when there was none. A referenced entry makes the database refuse. */
export async function deleteEntry(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  id: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from ${table(name)} where municipality_id = ${municipalityId} and id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** The ids from an entry up to the top of its tree, the entry first. */
export async function ancestorIds(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  id: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from ${table(name)} where municipality_id = ${municipalityId} and id = ${id}
        union all
        select t.id, t.parent_id, up.depth + 1 from ${table(name)} t join up on t.id = up.parent_id
        where up.depth < 50
      ) select id from up order by depth`,
  );
  return rows.map((r) => r.id);
}

/** Entries for a dropdown in one language: active ones when asked, plus the entry `includeId`. */
export async function dropdownEntries(
  db: Db,
  name: CodeListName,
  options: { municipalityId: number; language: LanguageKey; onlyActive: boolean; includeId: number },
): Promise<{ id: number; name: string; parentId?: number | null; icon?: string | null }[]> {
  const active = options.onlyActive ? sql`(e.active or e.id = ${options.includeId})` : sql`true`;
  const rows = await queryRows<Row>(
    db,
    selectEntries(name, sql`e.municipality_id = ${options.municipalityId} and ${active}`),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name[options.language] || row.name.bs,
    ...(isTree(name) ? { parentId: row.parent_id ?? null } : {}),
    ...(featuresOf(name).includes('icon') ? { icon: row.icon ?? null } : {}),
  }));
}

/**
 * How many entries a municipality has in a list (seeding is skipped where there are some),
 * not counting those with the codes given: entries other modules add to every municipality.
 */
export async function countEntries(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  exceptCodes: readonly string[] = [],
): Promise<number> {
  const except = exceptCodes.length
    ? sql` and coalesce(upper(code), '') not in (${sql.join(
        exceptCodes.map((c) => sql`${c.toUpperCase()}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${table(name)} where municipality_id = ${municipalityId}${except}`,
  );
  return Number(row?.n ?? 0);
}

/** Entries whose name, code or (persons) position, phone or e-mail contain the text, a page at a time. */
export async function searchEntries(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  query: { text?: string; pageNumber: number; pageSize: number },
): Promise<{ items: CodeListItem[]; totalCount: number }> {
  const like = `%${(query.text ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const person = featuresOf(name).includes('person');
  const matches = sql`(e.name::text ilike ${like} or coalesce(e.code, '') ilike ${like}${
    person
      ? sql` or coalesce(e.position::text, '') ilike ${like} or coalesce(e.phone, '') ilike ${like}
          or coalesce(e.email, '') ilike ${like}`
      : sql``
  })`;
  const where = sql`e.municipality_id = ${municipalityId} and ${matches}`;
  const [count] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${table(name)} e where ${where}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`${selectEntries(name, where)} limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`,
  );
  return { items: rows.map((row) => toItem(name, row)), totalCount: Number(count?.n ?? 0) };
}

/** Entries of a fixed list, added where a municipality lacks them; existing ones are kept as edited. */
export async function insertMissingFixedEntries(
  db: Db,
  name: CodeListName,
  entries: readonly { municipalityId: number; id: number; name: Translated; order: number }[],
): Promise<void> {
  if (!entries.length) return;
  const empty = JSON.stringify({ bs: '', hr: '', sr_cyr: '' });
  const values = entries.map(
    (e) =>
      sql`(${e.id}, ${e.municipalityId}, ${JSON.stringify(e.name)}::jsonb, ${empty}::jsonb, ${e.order}, true)`,
  );
  await db.execute(
    sql`insert into ${table(name)} (id, municipality_id, name, description, sort_order, active)
      values ${sql.join(values, sql`, `)} on conflict do nothing`,
  );
}
