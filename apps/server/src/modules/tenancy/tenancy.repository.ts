import { and, asc, eq } from 'drizzle-orm';
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

/** Inserts the reference municipalities; names, kinds and positions follow the list. */
export async function upsertMunicipalities(db: Db, rows: (typeof municipality.$inferInsert)[]) {
  for (const row of rows) {
    await db
      .insert(municipality)
      .values(row)
      .onConflictDoUpdate({
        target: municipality.id,
        set: {
          name: row.name,
          kind: row.kind,
          entity: row.entity,
          postalCode: row.postalCode,
        },
      });
  }
}

export async function updateMunicipalityContact(
  db: Db,
  id: number,
  contact: Pick<MunicipalityRow, 'address' | 'phone' | 'email' | 'website'>,
) {
  await db.update(municipality).set(contact).where(eq(municipality.id, id));
}
