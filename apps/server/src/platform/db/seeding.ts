import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Whether the municipality has rows in a table of municipality-owned rows already: a module's
 * demo seed adds its data only where there is none, so that seeding again changes nothing.
 */
export async function hasMunicipalityRows(
  db: Db,
  table: PgTable & { municipalityId: PgColumn },
  municipalityId: number,
): Promise<boolean> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.municipalityId, municipalityId));
  return (existing?.n ?? 0) > 0;
}
