import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { convocation } from './code-lists.schema';

/*
 * Reads of the code lists that other modules' rules and demo seeds make (through the port,
 * index.ts): the convocation their council sessions and members belong to.
 */

/** The id of the municipality's current active convocation; null when none is. */
export async function currentConvocationId(db: Db, municipalityId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: convocation.id })
    .from(convocation)
    .where(
      and(
        eq(convocation.municipalityId, municipalityId),
        eq(convocation.isCurrent, true),
        eq(convocation.active, true),
      ),
    );
  return row?.id ?? null;
}

/**
 * The municipality's convocation, with whether it is the current active one; null when it is
 * not the municipality's. `lock` holds the row until the caller's transaction ends.
 */
export async function findConvocation(
  db: Db,
  municipalityId: number,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ id: convocation.id, isCurrent: convocation.isCurrent, active: convocation.active })
    .from(convocation)
    .where(and(eq(convocation.municipalityId, municipalityId), eq(convocation.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
