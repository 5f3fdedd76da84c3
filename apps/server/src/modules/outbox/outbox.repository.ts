import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { outboxMessage } from '../../platform/outbox/outbox.schema';

export async function searchMessages(
  db: Db,
  municipalityId: number,
  filter: { channel?: number; recipient?: string; pageNumber: number; pageSize: number },
) {
  const where = and(
    eq(outboxMessage.municipalityId, municipalityId),
    filter.channel ? eq(outboxMessage.channel, filter.channel) : undefined,
    filter.recipient
      ? ilike(outboxMessage.recipient, `%${filter.recipient.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessage)
      .where(where)
      .orderBy(desc(outboxMessage.id))
      .limit(filter.pageSize)
      .offset((filter.pageNumber - 1) * filter.pageSize),
    db.select({ n: count() }).from(outboxMessage).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findMessage(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ id: outboxMessage.id, status: outboxMessage.status })
    .from(outboxMessage)
    .where(and(eq(outboxMessage.id, id), eq(outboxMessage.municipalityId, municipalityId)));
  return row ?? null;
}
