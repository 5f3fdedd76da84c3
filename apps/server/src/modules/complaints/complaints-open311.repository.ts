import { ComplaintStatus } from '@portal/contracts';
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { unit } from './complaints-search.repository';
import { complaint } from './complaints.schema';

// What Open311 GeoReport v2 reads: the active categories as services, public complaints as requests.

/** The municipality's active complaint categories, in their order. */
export function activeCategories(db: Db, municipalityId: number) {
  return db
    .select({
      id: complaintCategory.id,
      name: complaintCategory.name,
      description: complaintCategory.description,
      icon: complaintCategory.icon,
    })
    .from(complaintCategory)
    .where(and(eq(complaintCategory.municipalityId, municipalityId), eq(complaintCategory.active, true)))
    .orderBy(asc(complaintCategory.sortOrder), asc(complaintCategory.id));
}

export type Open311Conditions = {
  municipalityId: number;
  /** These complaints only; the other conditions do not apply (the spec: it "overrides all other arguments"). */
  ids?: readonly number[];
  categoryIds?: readonly number[];
  /** Reported at or after this instant. */
  from?: Date;
  /** Reported before or at this instant. */
  to?: Date;
  /** open: not resolved; closed: resolved. Both or none: all. */
  status?: 'open' | 'closed';
  limit: number;
};

/** The last public change: the report, its first answer, its resolution, a history entry staff did not keep internal. */
const updatedAt = sql<Date>`greatest(
  ${complaint.dateCreated}, ${complaint.dateAnswered}, ${complaint.dateResolved},
  (select max(h.date_created) from complaint_status_history h where h.complaint_id = ${complaint.id} and not h.internal)
)`;

/** What the public history last said: the newest text of a status change or resolution (never an internal note). */
const statusNotes = sql<string | null>`(
  select h.comment from complaint_status_history h
  where h.complaint_id = ${complaint.id} and not h.internal and h.comment <> ''
  order by h.date_created desc, h.id desc limit 1
)`;

const firstImage = sql<
  number | null
>`(select ci.id from complaint_image ci where ci.complaint_id = ${complaint.id} order by ci.sort_order, ci.id limit 1)`;

/** Public complaints (visible, not inappropriate) as Open311 requests, the newest first. */
export async function open311Requests(db: Db, c: Open311Conditions) {
  const conditions: (SQL | undefined)[] = [
    eq(complaint.municipalityId, c.municipalityId),
    sql`${complaint.visible} and not ${complaint.inappropriate}`,
  ];
  if (c.ids) conditions.push(inArray(complaint.id, c.ids.length ? [...c.ids] : [-1]));
  else {
    if (c.categoryIds?.length) conditions.push(inArray(complaint.categoryId, [...c.categoryIds]));
    if (c.from) conditions.push(gte(complaint.dateCreated, c.from));
    // Up to and including the instant given.
    if (c.to) conditions.push(lt(complaint.dateCreated, new Date(c.to.getTime() + 1)));
    if (c.status === 'open') conditions.push(ne(complaint.statusId, ComplaintStatus.Resolved));
    if (c.status === 'closed') conditions.push(eq(complaint.statusId, ComplaintStatus.Resolved));
  }
  const rows = await db
    .select({
      id: complaint.id,
      description: complaint.description,
      categoryId: complaint.categoryId,
      categoryName: complaintCategory.name,
      statusId: complaint.statusId,
      dateCreated: complaint.dateCreated,
      dateResolved: complaint.dateResolved,
      dueAt: complaint.dueAt,
      address: complaint.address,
      latitude: complaint.latitude,
      longitude: complaint.longitude,
      unitName: unit.name,
      imageId: firstImage,
      updatedAt,
      statusNotes,
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId))
    .where(and(...conditions))
    .orderBy(desc(complaint.dateCreated), desc(complaint.id))
    .limit(c.limit);
  // Raw subqueries come back as the driver reads them (text on PostgreSQL, Date on PGlite).
  return rows.map((r) => ({
    ...r,
    imageId: r.imageId === null ? null : Number(r.imageId),
    updatedAt: new Date(r.updatedAt),
  }));
}

export type Open311Row = Awaited<ReturnType<typeof open311Requests>>[number];
