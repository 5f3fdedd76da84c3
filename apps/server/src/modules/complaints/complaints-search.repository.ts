import type { Translated } from '@portal/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { midnight } from '../../platform/db/days';
import { commentCountOf } from '../../platform/discussions/discussions.repository';
import { foldQuery, matches } from '../../platform/search/search';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { complaint } from './complaints.schema';
import { COMPLAINT_COMMENTS } from './complaints.discussion';
import { type QueueCondition, queueWhere } from './complaints-work-queue.repository';
import { overdue, overdueFlag } from './complaints-deadline.repository';

// The complaints lists and the map read, and the conditions they (and the statistics) filter by.

/** Dates are days of the municipality's calendar. */
export const TIME_ZONE = 'Europe/Sarajevo';

const PUBLIC = sql`${complaint.visible} and not ${complaint.inappropriate}`;

export const unit = alias(organizationalUnit, 'complaint_unit');

/** What the public list's totals and the map's cells are counted from (their caches' `reads`). */
export const countedTables = [complaint];

const listColumns = {
  id: complaint.id,
  municipalityId: complaint.municipalityId,
  year: complaint.year,
  sequence: complaint.sequence,
  title: complaint.title,
  description: complaint.description,
  categoryId: complaint.categoryId,
  categoryName: complaintCategory.name,
  categoryIcon: complaintCategory.icon,
  statusId: complaint.statusId,
  dateCreated: complaint.dateCreated,
  dateAnswered: complaint.dateAnswered,
  dateResolved: complaint.dateResolved,
  address: complaint.address,
  locationDescription: complaint.locationDescription,
  latitude: complaint.latitude,
  longitude: complaint.longitude,
  organizationalUnitId: complaint.organizationalUnitId,
  organizationalUnitName: unit.name,
  userId: complaint.userId,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  username: appUser.username,
  email: appUser.email,
  phone: appUser.phone,
  /** The reporter chose to show their name to the public. */
  showName: complaint.showName,
  inappropriate: complaint.inappropriate,
  visible: complaint.visible,
  supportCount: complaint.supportCount,
  mergedIntoId: complaint.mergedIntoId,
  dueAt: complaint.dueAt,
  overdue: overdueFlag,
  imageId: sql<
    number | null
  >`(select ci.id from complaint_image ci where ci.complaint_id = ${complaint.id} order by ci.sort_order, ci.id limit 1)`,
  commentCount: commentCountOf(COMPLAINT_COMMENTS, complaint.id),
};

function selectComplaints(db: Db) {
  return db
    .select(listColumns)
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .innerJoin(appUser, eq(appUser.id, complaint.userId))
    .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId));
}

/** One complaint with its names, the hottest read of all (details, every action): prepared once. */
const complaintById = preparedQuery((db) =>
  selectComplaints(db)
    .where(
      and(
        eq(complaint.municipalityId, sql.placeholder('municipalityId')),
        eq(complaint.id, sql.placeholder('id')),
      ),
    )
    .prepare('complaint_by_id'),
);

export async function findComplaint(db: Db, municipalityId: number, id: number) {
  const [row] = await complaintById(db, { municipalityId, id });
  return row ?? null;
}

export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

/** What the lists, the map and the statistics filter by. */
export type ComplaintConditions = {
  municipalityId: number;
  /** Visible and not inappropriate only. */
  publicOnly?: boolean;
  userId?: number;
  /** Right 16: complaints of these units only. */
  unitIds?: readonly number[];
  text?: string;
  categoryId?: number | null;
  statusId?: number | null;
  dateFrom?: string;
  dateTo?: string;
  sequence?: number;
  year?: number;
  organizationalUnitId?: number | null;
  unassigned?: boolean;
  inappropriate?: boolean;
  /** Past the response deadline without an answer (complaints-deadline.repository.ts). */
  overdue?: boolean;
  /** Not resolved yet (the home page's map of open problems). */
  openOnly?: boolean;
  /** A group of the caller's work queue. */
  queue?: QueueCondition;
};

/** The tsquery of a search's words, as `matches` builds it (bench/baseline.ts runs the same). */
export const prefixQuery = foldQuery;

/**
 * How a condition's value enters the statement: as itself, or (`bind` of a prepared shape) as a
 * placeholder of that name whose value is given on each call.
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_name, value) => value;

export function complaintWhere(c: ComplaintConditions, bind: Bind = inline): SQL {
  return and(
    eq(complaint.municipalityId, bind('municipalityId', c.municipalityId)),
    c.publicOnly ? PUBLIC : undefined,
    c.userId !== undefined ? eq(complaint.userId, c.userId) : undefined,
    c.unitIds ? inArray(complaint.organizationalUnitId, c.unitIds.length ? [...c.unitIds] : [-1]) : undefined,
    matches(complaint.search, c.text, (query) => bind('text', query)),
    c.categoryId ? eq(complaint.categoryId, bind('categoryId', c.categoryId)) : undefined,
    c.statusId ? eq(complaint.statusId, bind('statusId', c.statusId)) : undefined,
    c.dateFrom ? gte(complaint.dateCreated, midnight(bind('dateFrom', c.dateFrom))) : undefined,
    c.dateTo ? lt(complaint.dateCreated, midnight(bind('dateTo', c.dateTo), 1)) : undefined,
    c.sequence !== undefined ? eq(complaint.sequence, c.sequence) : undefined,
    c.year !== undefined ? eq(complaint.year, c.year) : undefined,
    c.organizationalUnitId ? eq(complaint.organizationalUnitId, c.organizationalUnitId) : undefined,
    c.unassigned ? isNull(complaint.organizationalUnitId) : undefined,
    c.inappropriate !== undefined ? eq(complaint.inappropriate, c.inappropriate) : undefined,
    c.overdue ? overdue : undefined,
    c.openOnly ? sql`${complaint.statusId} <> 5` : undefined,
    c.queue ? queueWhere(c.queue) : undefined,
  )!;
}

export type ComplaintSort = 'dateCreated' | 'number' | 'title' | 'status' | 'category' | 'supportCount';

/**
 * Whether each condition is absent, as `complaintWhere` reads it: a key added to the
 * conditions must say here when it filters nothing (the type requires every key).
 */
const ABSENT: Record<
  keyof Omit<ComplaintConditions, 'municipalityId' | 'publicOnly'>,
  (v: unknown) => boolean
> = {
  userId: (v) => v === undefined,
  unitIds: (v) => v === undefined,
  text: (v) => !v,
  categoryId: (v) => !v,
  statusId: (v) => !v,
  dateFrom: (v) => !v,
  dateTo: (v) => !v,
  sequence: (v) => v === undefined,
  year: (v) => v === undefined,
  organizationalUnitId: (v) => !v,
  unassigned: (v) => !v,
  inappropriate: (v) => v === undefined,
  overdue: (v) => !v,
  openOnly: (v) => !v,
  queue: (v) => !v,
};

/** What a visitor filters the public list by (the public search's filters); the rest is staff's. */
const VISITOR_FILTERS = new Set<string>(['text', 'categoryId', 'statusId', 'dateFrom', 'dateTo']);

/** The public list by date, filtered by nothing but what visitors filter by: the calls of every visitor. */
function isVisitorList(c: ComplaintConditions, sort: ComplaintSort): boolean {
  if (!c.publicOnly || sort !== 'dateCreated') return false;
  return Object.entries(c).every(
    ([key, value]) =>
      key === 'municipalityId' ||
      key === 'publicOnly' ||
      VISITOR_FILTERS.has(key) ||
      ABSENT[key as keyof typeof ABSENT]?.(value) === true,
  );
}

type VisitorShape = {
  ids: (db: Db, values: Record<string, unknown>) => Promise<{ id: number }[]>;
  count: (db: Db, values: Record<string, unknown>) => Promise<{ n: number }[]>;
};

/**
 * A page's rows by their ids, in the list's order: a statement apart from the ids' (not their
 * subquery), so that its plan serves any ids and is made once; with the page size and offset
 * inside it, the database planned the joins again on every call.
 */
const byIds = (direction: 'asc' | 'desc') =>
  preparedQuery((db) =>
    selectComplaints(db)
      .where(sql`${complaint.id} = any(${sql.placeholder('ids')})`)
      .orderBy((direction === 'asc' ? asc : desc)(complaint.dateCreated), desc(complaint.id))
      .prepare(`complaints_by_ids_${direction}`),
  );
const complaintsByIds = { asc: byIds('asc'), desc: byIds('desc') };

/**
 * The visitors' list, prepared once per shape (decision 0030): which filters are given and the
 * direction. The filters' values are the statements' placeholders; there are 64 shapes at most.
 */
const visitorShapes = new Map<string, VisitorShape>();
const SHAPE_LETTERS: Record<string, string> = {
  municipalityId: 'm',
  text: 't',
  categoryId: 'c',
  statusId: 's',
  dateFrom: 'f',
  dateTo: 'u',
};

function visitorShape(c: ComplaintConditions, direction: 'asc' | 'desc') {
  const values: Record<string, unknown> = {};
  const where = complaintWhere(c, (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  });
  // A letter per filter: PostgreSQL tells statements apart by their first 63 bytes.
  const name = `complaints_public_${direction}_${Object.keys(values)
    .map((key) => SHAPE_LETTERS[key] ?? `_${key}_`)
    .join('')}`;
  let shape = visitorShapes.get(name);
  if (!shape) {
    const dir = direction === 'asc' ? asc : desc;
    shape = {
      ids: preparedQuery((db) =>
        db
          .select({ id: complaint.id })
          .from(complaint)
          .where(where)
          .orderBy(dir(complaint.dateCreated), desc(complaint.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
      ),
      count: preparedQuery((db) =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(complaint)
          .where(where)
          .prepare(`${name}_count`),
      ),
    };
    visitorShapes.set(name, shape);
  }
  return { shape, values };
}

type PageOptions = {
  sort: ComplaintSort;
  direction: 'asc' | 'desc';
  language: keyof Translated;
  pageNumber: number;
  pageSize: number;
};

export async function searchComplaints(
  db: Db,
  c: ComplaintConditions,
  options: PageOptions,
  /** How the total is had when the caller keeps it (a shared count); else it is counted here. */
  total?: (count: () => Promise<number>) => Promise<number>,
): Promise<{ rows: ComplaintRow[]; totalCount: number }> {
  if (isVisitorList(c, options.sort)) {
    const { shape, values } = visitorShape(c, options.direction);
    const count = async () => (await shape.count(db, values))[0]?.n ?? 0;
    const page = async () => {
      const ids = await shape.ids(db, {
        ...values,
        limit: options.pageSize,
        offset: (options.pageNumber - 1) * options.pageSize,
      });
      return ids.length ? complaintsByIds[options.direction](db, { ids: ids.map((r) => r.id) }) : [];
    };
    const [rows, totalCount] = await Promise.all([page(), total ? total(count) : count()]);
    return { rows, totalCount };
  }
  const where = complaintWhere(c);
  const count = async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(complaint)
      .where(where);
    return row?.n ?? 0;
  };
  const [rows, totalCount] = await Promise.all([
    filteredPage(db, where, options),
    total ? total(count) : count(),
  ]);
  return { rows, totalCount };
}

/** A page of a filtered or otherwise sorted list, built for its filters on each call. */
function filteredPage(db: Db, where: SQL, options: PageOptions) {
  const dir = options.direction === 'asc' ? asc : desc;
  const order: SQL[] = {
    dateCreated: [dir(complaint.dateCreated)],
    number: [dir(complaint.year), dir(complaint.sequence)],
    title: [dir(sql`lower(${complaint.title})`)],
    status: [dir(complaint.statusId), desc(complaint.dateCreated)],
    category: [
      dir(
        sql`coalesce(${complaintCategory.name} ->> ${options.language}, ${complaintCategory.name} ->> 'bs')`,
      ),
      desc(complaint.dateCreated),
    ],
    supportCount: [dir(complaint.supportCount), desc(complaint.dateCreated)],
  }[options.sort];
  // The page's ids first, from the date index alone where it can, then only their rows with
  // the joins and per-row counts: otherwise a deep page builds every row it skips in full.
  const ids = (
    options.sort === 'category'
      ? db
          .select({ id: complaint.id })
          .from(complaint)
          .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
      : db.select({ id: complaint.id }).from(complaint)
  )
    .where(where)
    .orderBy(...order, desc(complaint.id))
    .limit(options.pageSize)
    .offset((options.pageNumber - 1) * options.pageSize);
  return selectComplaints(db)
    .where(inArray(complaint.id, ids))
    .orderBy(...order, desc(complaint.id));
}

// ---- Map ----

export type MapCell = {
  gx: number;
  gy: number;
  count: number;
  latitude: number;
  longitude: number;
  id: number;
  title: string;
  statusId: number;
  total: number;
};

export type MapBox = { south: number; west: number; north: number; east: number };

/**
 * Public complaints grouped into square cells of `cell` degrees, the fullest first: those in
 * the box, or all of the municipality's when no box is given.
 */
export async function mapCells(
  db: Db,
  c: ComplaintConditions,
  area: { box: MapBox | null; cell: number; limit: number | null },
): Promise<MapCell[]> {
  const box = area.box;
  const where = and(
    complaintWhere(c),
    box ? gte(complaint.latitude, box.south) : undefined,
    box ? lte(complaint.latitude, box.north) : undefined,
    !box
      ? undefined
      : box.west <= box.east
        ? and(gte(complaint.longitude, box.west), lte(complaint.longitude, box.east))
        : or(gte(complaint.longitude, box.west), lte(complaint.longitude, box.east)),
  );
  const gx = sql<number>`floor(${complaint.longitude} / ${area.cell})::int`;
  const gy = sql<number>`floor(${complaint.latitude} / ${area.cell})::int`;
  const rows = await db
    .select({
      gx,
      gy,
      count: sql<number>`count(*)::int`,
      latitude: sql<number>`avg(${complaint.latitude})::float8`,
      longitude: sql<number>`avg(${complaint.longitude})::float8`,
      id: sql<number>`min(${complaint.id})`,
      title: sql<string>`min(${complaint.title})`,
      statusId: sql<number>`min(${complaint.statusId})::int`,
      total: sql<number>`(sum(count(*)) over ())::int`,
    })
    .from(complaint)
    .where(where)
    // By position: the cell expressions carry parameters, which would not match a repeated expression.
    .groupBy(sql`1, 2`)
    .orderBy(desc(sql`count(*)`), sql`1, 2`)
    .limit(area.limit ?? 1_000_000);
  return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}
