import { ComplaintStatus, type Translated } from '@portal/contracts';
import { and, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { type MapBox, TIME_ZONE } from './complaints-search.repository';
import { complaint } from './complaints.schema';

// The SQL of the complaints' Atom feed and of the home page's month counts.

export type FeedConditions = {
  municipalityId: number;
  categoryId?: number;
  /** A map area; complaints outside it are left out. */
  box?: MapBox;
  limit: number;
};

export type FeedEvent = {
  kind: 'reported' | 'resolved';
  at: Date;
  id: number;
  title: string;
  address: string;
  statusId: number;
  categoryId: number;
  categoryName: Translated;
};

const PUBLIC = sql`${complaint.visible} and not ${complaint.inappropriate}`;

/**
 * The newest events of public complaints: each report, and each resolution of a complaint
 * resolved now (reopened ones lost theirs), merged and cut to `limit`, the newest first.
 */
export async function feedEvents(db: Db, c: FeedConditions): Promise<FeedEvent[]> {
  const where: (SQL | undefined)[] = [
    eq(complaint.municipalityId, c.municipalityId),
    PUBLIC,
    c.categoryId ? eq(complaint.categoryId, c.categoryId) : undefined,
    c.box ? gte(complaint.latitude, c.box.south) : undefined,
    c.box ? lte(complaint.latitude, c.box.north) : undefined,
    c.box ? gte(complaint.longitude, c.box.west) : undefined,
    c.box ? lte(complaint.longitude, c.box.east) : undefined,
  ];
  const [reported, resolved] = await Promise.all([
    db
      .select({ id: complaint.id, at: complaint.dateCreated })
      .from(complaint)
      .where(and(...where))
      .orderBy(desc(complaint.dateCreated), desc(complaint.id))
      .limit(c.limit),
    db
      .select({ id: complaint.id, at: complaint.dateResolved })
      .from(complaint)
      .where(
        and(...where, eq(complaint.statusId, ComplaintStatus.Resolved), isNotNull(complaint.dateResolved)),
      )
      .orderBy(desc(complaint.dateResolved), desc(complaint.id))
      .limit(c.limit),
  ]);
  const events = [
    ...reported.map((r) => ({ kind: 'reported' as const, id: r.id, at: r.at })),
    ...resolved.map((r) => ({ kind: 'resolved' as const, id: r.id, at: r.at! })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, c.limit);
  if (!events.length) return [];
  const rows = await db
    .select({
      id: complaint.id,
      title: complaint.title,
      address: complaint.address,
      statusId: complaint.statusId,
      categoryId: complaint.categoryId,
      categoryName: complaintCategory.name,
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .where(inArray(complaint.id, [...new Set(events.map((e) => e.id))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return events.flatMap((e) => {
    const row = byId.get(e.id);
    return row ? [{ ...row, ...e }] : [];
  });
}

/**
 * Public complaints reported, and resolved, in the month of `now` in the municipality's
 * calendar (from its first midnight there).
 */
export async function monthCounts(db: Db, municipalityId: number, now: Date) {
  const start = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE}`;
  const base = and(eq(complaint.municipalityId, municipalityId), PUBLIC);
  const [[reported], [resolved]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(complaint)
      .where(and(base, gte(complaint.dateCreated, start))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(complaint)
      .where(and(base, eq(complaint.statusId, ComplaintStatus.Resolved), gte(complaint.dateResolved, start))),
  ]);
  return { reported: reported?.n ?? 0, resolved: resolved?.n ?? 0 };
}
