import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { captionOverride, municipality, sponsor } from './tenancy.schema';

export type MunicipalityRow = typeof municipality.$inferSelect;
export type SponsorRow = typeof sponsor.$inferSelect;

export async function findMunicipality(db: Db, id: number): Promise<MunicipalityRow | undefined> {
  const [row] = await db.select().from(municipality).where(eq(municipality.id, id));
  return row;
}

export async function listCaptionOverrides(db: Db, municipalityId: number, languageId: number) {
  const rows = await db
    .select({ key: captionOverride.key, text: captionOverride.text })
    .from(captionOverride)
    .where(
      and(eq(captionOverride.municipalityId, municipalityId), eq(captionOverride.languageId, languageId)),
    );
  return Object.fromEntries(rows.map((r) => [r.key, r.text]));
}

export function listSponsors(db: Db, municipalityId: number) {
  return db
    .select()
    .from(sponsor)
    .where(and(eq(sponsor.municipalityId, municipalityId), eq(sponsor.active, true)))
    .orderBy(asc(sponsor.sortOrder), asc(sponsor.id));
}

export async function findSponsor(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select()
    .from(sponsor)
    .where(and(eq(sponsor.id, id), eq(sponsor.municipalityId, municipalityId), eq(sponsor.active, true)));
  return row;
}

export async function insertSponsor(db: Db, row: typeof sponsor.$inferInsert) {
  await db.insert(sponsor).values(row);
}

/**
 * Inserts the reference municipalities; for existing ones, name, kind, entity and postal
 * code follow the list, while what an operator sets (map, language, contacts) stays.
 */
export async function upsertMunicipalities(db: Db, rows: (typeof municipality.$inferInsert)[]) {
  await db
    .insert(municipality)
    .values(rows)
    .onConflictDoUpdate({
      target: municipality.id,
      set: {
        name: sql`excluded.name`,
        kind: sql`excluded.kind`,
        entity: sql`excluded.entity`,
        postalCode: sql`excluded.postal_code`,
      },
    });
}

export async function updateMunicipalityContact(
  db: Db,
  id: number,
  contact: Pick<MunicipalityRow, 'address' | 'phone' | 'email' | 'website'>,
) {
  await db.update(municipality).set(contact).where(eq(municipality.id, id));
}
