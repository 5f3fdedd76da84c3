import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countPerMonth, type MonthCount, type UsagePeriod } from '../reports/usage.repository';
import { comment } from './discussion.schema';
import type { DiscussionSubject } from './discussions';

/**
 * Comments on one kind of subject per month of the period, whoever wrote them and whatever
 * their moderation since: a module's usage count (decision 0026).
 */
export function commentsPerMonth(
  db: Db,
  subject: DiscussionSubject,
  period: UsagePeriod,
): Promise<MonthCount[]> {
  return countPerMonth(
    db,
    {
      table: comment,
      at: comment.dateCreated,
      where: and(eq(comment.municipalityId, period.municipalityId), eq(comment.subjectKind, subject.kind)),
    },
    period,
  );
}
