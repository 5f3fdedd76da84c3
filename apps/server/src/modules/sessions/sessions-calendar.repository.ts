import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { councilSession } from './sessions.schema';

/** What a calendar event of a session shows. */
export const calendarColumns = {
  id: councilSession.id,
  municipalityId: councilSession.municipalityId,
  title: councilSession.title,
  description: councilSession.description,
  place: councilSession.place,
  startsAt: councilSession.startsAt,
  endsAt: councilSession.endsAt,
};

export type CalendarSessionRow = {
  [K in keyof typeof calendarColumns]: (typeof councilSession.$inferSelect)[K];
};

/**
 * The municipality's published sessions of one privilege that begin at `from` or later,
 * soonest first (the partial index on published sessions' starts serves it).
 */
export function listCalendarSessions(
  db: Db,
  where: { municipalityId: number; privilegeId: number; from: Date },
): Promise<CalendarSessionRow[]> {
  return db
    .select(calendarColumns)
    .from(councilSession)
    .where(
      and(
        eq(councilSession.municipalityId, where.municipalityId),
        eq(councilSession.published, true),
        eq(councilSession.privilegeId, where.privilegeId),
        gte(councilSession.startsAt, where.from),
      ),
    )
    .orderBy(asc(councilSession.startsAt), asc(councilSession.id));
}
