import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { complaintParameter } from './complaints.schema';

// What complaints read and set beside complaints: parameters, categories, units. Who is told of a
// complaint is notify's (decision 0023).

// ---- Parameters ----

export function listParameters(db: Db, municipalityId: number) {
  return db.select().from(complaintParameter).where(eq(complaintParameter.municipalityId, municipalityId));
}

export async function saveParameter(db: Db, municipalityId: number, id: number, value: number) {
  await db
    .insert(complaintParameter)
    .values({ municipalityId, id, value })
    .onConflictDoUpdate({
      target: [complaintParameter.municipalityId, complaintParameter.id],
      set: { value, dateModified: new Date() },
    });
}

// ---- Reference checks ----

export async function categoryExists(db: Db, municipalityId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: complaintCategory.id })
    .from(complaintCategory)
    .where(and(eq(complaintCategory.municipalityId, municipalityId), eq(complaintCategory.id, id)));
  return !!row;
}

export async function findUnit(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ id: organizationalUnit.id, active: organizationalUnit.active })
    .from(organizationalUnit)
    .where(and(eq(organizationalUnit.municipalityId, municipalityId), eq(organizationalUnit.id, id)));
  return row ?? null;
}

/** A unit and every unit under it, at any depth. */
export async function unitBranch(db: Db, unitId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive branch(id) as (
      select ${organizationalUnit.id} from ${organizationalUnit} where ${organizationalUnit.id} = ${unitId}
      union
      select u.id from organizational_unit u join branch b on u.parent_id = b.id
    )
    select id from branch`,
  );
  return rows.map((r) => Number(r.id));
}

export function listUnits(db: Db, municipalityId: number, ids: readonly number[] | null) {
  return db
    .select({
      id: organizationalUnit.id,
      name: organizationalUnit.name,
      parentId: organizationalUnit.parentId,
    })
    .from(organizationalUnit)
    .where(
      and(
        eq(organizationalUnit.municipalityId, municipalityId),
        eq(organizationalUnit.active, true),
        ids ? inArray(organizationalUnit.id, ids.length ? [...ids] : [-1]) : undefined,
      ),
    )
    .orderBy(asc(organizationalUnit.sortOrder), asc(organizationalUnit.id));
}
