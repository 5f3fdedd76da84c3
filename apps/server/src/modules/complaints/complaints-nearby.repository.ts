import { ComplaintStatus } from '@portal/contracts';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { complaint } from './complaints.schema';

// "Is it already reported?" (issue 18): public reports near a pin, and the support count.

/** The mean radius of the Earth (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

export type LatLngBox = { south: number; north: number; west: number; east: number };

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The latitude/longitude box holding every point within `meters` of a point, with a hair of
 * margin: the position index reads this box, the exact distance then decides. `west > east`
 * when the box crosses the 180th meridian; near a pole it spans every longitude.
 */
export function boundingBox(latitude: number, longitude: number, meters: number): LatLngBox {
  const angle = (meters / EARTH_RADIUS_M) * 1.001;
  const south = Math.max(-90, latitude - degrees(angle));
  const north = Math.min(90, latitude + degrees(angle));
  // The widest longitude of a circle of this angular radius around the latitude (its tangent points).
  const ratio = Math.sin(angle) / Math.cos(radians(latitude));
  if (south <= -90 || north >= 90 || !(ratio < 1)) return { south, north, west: -180, east: 180 };
  const spread = degrees(Math.asin(ratio));
  const wrap = (lng: number) => (lng < -180 ? lng + 360 : lng > 180 ? lng - 360 : lng);
  return { south, north, west: wrap(longitude - spread), east: wrap(longitude + spread) };
}

/** The great-circle distance in metres from a point to the complaint's position (haversine). */
function distanceFrom(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${complaint.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${complaint.latitude}))
      * power(sin(radians(${complaint.longitude} - ${longitude}::float8) / 2), 2)))))`;
}

export type NearbyConditions = {
  municipalityId: number;
  latitude: number;
  longitude: number;
  categoryId: number;
  meters: number;
  /** Resolved reports count when resolved since then. */
  resolvedSince: Date;
  limit: number;
};

const OPEN_STATUSES = [ComplaintStatus.Created, ComplaintStatus.Assigned, ComplaintStatus.Answered];

/**
 * Public, unmerged reports of the category within `meters` of the point that are open or were
 * resolved since `resolvedSince`, the nearest first. The box around the point is read from
 * `complaint_public_position_idx` (municipality, latitude, longitude; partial on public rows),
 * so only the complaints in it are measured, whatever the municipality holds.
 */
export function nearbyQuery(db: Db, c: NearbyConditions) {
  const box = boundingBox(c.latitude, c.longitude, c.meters);
  const distance = distanceFrom(c.latitude, c.longitude);
  return db
    .select({
      id: complaint.id,
      year: complaint.year,
      sequence: complaint.sequence,
      title: complaint.title,
      categoryName: complaintCategory.name,
      statusId: complaint.statusId,
      address: complaint.address,
      dateCreated: complaint.dateCreated,
      dateResolved: complaint.dateResolved,
      supportCount: complaint.supportCount,
      userId: complaint.userId,
      imageId: sql<
        number | null
      >`(select ci.id from complaint_image ci where ci.complaint_id = ${complaint.id} order by ci.sort_order, ci.id limit 1)`,
      distance,
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .where(
      and(
        eq(complaint.municipalityId, c.municipalityId),
        sql`${complaint.visible} and not ${complaint.inappropriate}`,
        gte(complaint.latitude, box.south),
        lte(complaint.latitude, box.north),
        box.west <= box.east
          ? and(gte(complaint.longitude, box.west), lte(complaint.longitude, box.east))
          : or(gte(complaint.longitude, box.west), lte(complaint.longitude, box.east)),
        eq(complaint.categoryId, c.categoryId),
        isNull(complaint.mergedIntoId),
        or(
          inArray(complaint.statusId, OPEN_STATUSES),
          and(eq(complaint.statusId, ComplaintStatus.Resolved), gte(complaint.dateResolved, c.resolvedSince)),
        ),
        lte(distance, c.meters),
      ),
    )
    .orderBy(asc(distance), asc(complaint.id))
    .limit(c.limit);
}

export async function nearbyComplaints(db: Db, c: NearbyConditions) {
  const rows = await nearbyQuery(db, c);
  return rows.map((r) => ({
    ...r,
    distance: Number(r.distance),
    imageId: r.imageId === null ? null : Number(r.imageId),
  }));
}

/**
 * The complaint, held until the transaction ends, with what a support is decided on: a
 * deletion waits for the support (and then removes it), and supports of one complaint
 * take turns, so its count moves one at a time.
 */
export async function holdForSupport(tx: Db, municipalityId: number, id: number) {
  const [row] = await tx
    .select({
      id: complaint.id,
      municipalityId: complaint.municipalityId,
      userId: complaint.userId,
      statusId: complaint.statusId,
      visible: complaint.visible,
      inappropriate: complaint.inappropriate,
      mergedIntoId: complaint.mergedIntoId,
      dateResolved: complaint.dateResolved,
      supportCount: complaint.supportCount,
    })
    .from(complaint)
    .where(and(eq(complaint.municipalityId, municipalityId), eq(complaint.id, id)))
    .for('no key update');
  return row ?? null;
}

/** Moves the support count by `delta` (one vote added or withdrawn); answers the new count. */
export async function moveSupportCount(tx: Db, id: number, delta: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(complaint)
    .set({ supportCount: sql`greatest(0, ${complaint.supportCount} + ${delta}::int)` })
    .where(eq(complaint.id, id))
    .returning({ supportCount: complaint.supportCount });
  return row?.supportCount ?? 0;
}
