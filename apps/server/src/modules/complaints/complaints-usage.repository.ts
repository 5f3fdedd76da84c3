import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { countPerMonth, type MonthCount, type UsagePeriod } from '../../platform/reports/usage.repository';
import { complaint } from './complaints.schema';

/** Complaints reported per month of the period, whatever became of them since. */
export function complaintsPerMonth(db: Db, period: UsagePeriod): Promise<MonthCount[]> {
  return countPerMonth(
    db,
    {
      table: complaint,
      at: complaint.dateCreated,
      where: eq(complaint.municipalityId, period.municipalityId),
    },
    period,
  );
}
