import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newsletterSubscription } from './newsletter.schema';

/** Adds the address, or makes an existing subscription active again. */
export async function upsertSubscription(db: Db, options: { municipalityId: number; email: string }) {
  await db
    .insert(newsletterSubscription)
    .values({ municipalityId: options.municipalityId, email: options.email, active: true })
    .onConflictDoUpdate({
      target: [newsletterSubscription.municipalityId, newsletterSubscription.email],
      set: { active: true },
    });
}

/** Escapes the wildcard characters of LIKE in text a person typed. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const sortColumns = {
  email: newsletterSubscription.email,
  dateCreated: newsletterSubscription.dateCreated,
} as const;

export async function searchSubscriptions(
  db: Db,
  municipalityId: number,
  filter: {
    text?: string;
    active?: boolean;
    sort: keyof typeof sortColumns;
    direction: 'asc' | 'desc';
    pageNumber: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(newsletterSubscription.municipalityId, municipalityId),
    filter.active === undefined ? undefined : eq(newsletterSubscription.active, filter.active),
    filter.text ? ilike(newsletterSubscription.email, contains(filter.text)) : undefined,
  );
  const column = sortColumns[filter.sort];
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(newsletterSubscription)
      .where(where)
      .orderBy(filter.direction === 'desc' ? desc(column) : asc(column), asc(newsletterSubscription.id))
      .limit(filter.pageSize)
      .offset((filter.pageNumber - 1) * filter.pageSize),
    db.$count(newsletterSubscription, where),
  ]);
  return { rows, totalCount };
}

/** Switches a subscription off; false when the municipality has no such subscription. */
export async function deactivateSubscription(db: Db, municipalityId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscription)
    .set({ active: false })
    .where(and(eq(newsletterSubscription.municipalityId, municipalityId), eq(newsletterSubscription.id, id)))
    .returning({ id: newsletterSubscription.id });
  return rows.length > 0;
}

export function countSubscriptions(db: Db, municipalityId: number) {
  return db.$count(newsletterSubscription, eq(newsletterSubscription.municipalityId, municipalityId));
}

export async function insertSubscriptions(
  db: Db,
  rows: { municipalityId: number; email: string; active: boolean; dateCreated: Date }[],
): Promise<void> {
  if (rows.length) await db.insert(newsletterSubscription).values(rows).onConflictDoNothing();
}
