import { Profile } from '@portal/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  organizationalUnit,
  organizationalUnitFunction,
  sensitiveCategory,
} from '../code-lists/code-lists.schema';
import { appUser, UserStatus } from '../accounts/accounts.schema';

const CITIZENS = [Profile.AnonymousCitizen, Profile.RegisteredCitizen];
const NOT_STAFF = [...CITIZENS, Profile.ServiceProfile];

export type UserFilter = {
  text?: string;
  profileId?: number;
  active?: boolean;
  kind: 'staff' | 'citizens' | 'all';
};

/** Escapes the wildcard characters of LIKE in text a person typed. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function textMatches(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = contains(text);
  return or(
    ilike(appUser.username, pattern),
    ilike(appUser.firstName, pattern),
    ilike(appUser.lastName, pattern),
    ilike(appUser.email, pattern),
    ilike(sql`coalesce(${appUser.firstName}, '') || ' ' || coalesce(${appUser.lastName}, '')`, pattern),
  );
}

function filterOf(municipalityId: number, filter: UserFilter): SQL | undefined {
  return and(
    eq(appUser.municipalityId, municipalityId),
    ne(appUser.status, UserStatus.Deleted),
    ne(appUser.profileId, Profile.ServiceProfile),
    filter.kind === 'staff' ? notInArray(appUser.profileId, NOT_STAFF) : undefined,
    filter.kind === 'citizens' ? inArray(appUser.profileId, CITIZENS) : undefined,
    filter.profileId ? eq(appUser.profileId, filter.profileId) : undefined,
    filter.active === undefined
      ? undefined
      : filter.active
        ? eq(appUser.status, UserStatus.Active)
        : ne(appUser.status, UserStatus.Active),
    textMatches(filter.text),
  );
}

const listColumns = {
  id: appUser.id,
  username: appUser.username,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  email: appUser.email,
  profileId: appUser.profileId,
  organizationalUnitId: appUser.organizationalUnitId,
  status: appUser.status,
};

const sortColumns = {
  username: [sql`lower(${appUser.username})`],
  name: [sql`lower(${appUser.lastName})`, sql`lower(${appUser.firstName})`],
  email: [appUser.email],
  profile: [appUser.profileId],
  dateCreated: [appUser.dateCreated],
} as const;

export async function searchUsers(
  db: Db,
  municipalityId: number,
  filter: UserFilter & {
    sort: keyof typeof sortColumns;
    direction: 'asc' | 'desc';
    pageNumber: number;
    pageSize: number;
  },
) {
  const where = filterOf(municipalityId, filter);
  const order = sortColumns[filter.sort].map((c) => (filter.direction === 'desc' ? desc(c) : asc(c)));
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(appUser)
      .where(where)
      .orderBy(...order, asc(appUser.id))
      .limit(filter.pageSize)
      .offset((filter.pageNumber - 1) * filter.pageSize),
    db.select({ n: count() }).from(appUser).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export function listStaff(db: Db, municipalityId: number, options: { onlyActive: boolean }) {
  return db
    .select(listColumns)
    .from(appUser)
    .where(filterOf(municipalityId, { kind: 'staff', active: options.onlyActive ? true : undefined }))
    .orderBy(sql`lower(${appUser.lastName})`, sql`lower(${appUser.firstName})`, asc(appUser.id));
}

export type RecipientKind = 'email' | 'phone' | 'device';

const recipientColumn = { email: appUser.email, phone: appUser.phone, device: appUser.deviceToken } as const;

function recipientFilter(municipalityId: number, kind: RecipientKind, text?: string) {
  return and(
    eq(appUser.municipalityId, municipalityId),
    eq(appUser.status, UserStatus.Active),
    ne(appUser.profileId, Profile.ServiceProfile),
    isNotNull(recipientColumn[kind]),
    textMatches(text),
  );
}

/** Active accounts that can be reached on a channel, a page at a time. */
export async function searchRecipients(
  db: Db,
  municipalityId: number,
  kind: RecipientKind,
  options: { text?: string; pageNumber: number; pageSize: number },
) {
  const where = recipientFilter(municipalityId, kind, options.text);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listColumns, phone: appUser.phone })
      .from(appUser)
      .where(where)
      .orderBy(sql`lower(${appUser.lastName})`, sql`lower(${appUser.firstName})`, asc(appUser.id))
      .limit(options.pageSize)
      .offset((options.pageNumber - 1) * options.pageSize),
    db.select({ n: count() }).from(appUser).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function recipientIds(db: Db, municipalityId: number, kind: RecipientKind, text?: string) {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(recipientFilter(municipalityId, kind, text))
    .orderBy(asc(appUser.id));
  return rows.map((r) => r.id);
}

const referenced = {
  organizationalUnitId: organizationalUnit,
  organizationalUnitFunctionId: organizationalUnitFunction,
  sensitiveCategoryId: sensitiveCategory,
} as const;

/** The fields naming a unit, function or sensitive category the municipality does not have. */
export async function missingReferences(
  db: Db,
  municipalityId: number,
  values: Partial<Record<keyof typeof referenced, number | null>>,
): Promise<(keyof typeof referenced)[]> {
  const missing: (keyof typeof referenced)[] = [];
  for (const field of Object.keys(referenced) as (keyof typeof referenced)[]) {
    const id = values[field];
    if (id == null) continue;
    const table = referenced[field];
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.municipalityId, municipalityId), eq(table.id, id)));
    if (!row) missing.push(field);
  }
  return missing;
}
