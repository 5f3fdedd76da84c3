import { TIME_ZONE } from '@portal/i18n/server';
import { and, type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { midnight } from '../db/days';

/*
 * The SQL the modules' usage counts share (decision 0026): a period's days and a moment's
 * month, both in the portal's time zone, so that every module cuts months alike.
 */

/** A municipality's period: from and to are days (`YYYY-MM-DD`), both included. */
export type UsagePeriod = { municipalityId: number; from: string; to: string };

/** How many in one month (`YYYY-MM`); months with none are left out. */
export type MonthCount = { month: string; count: number };

/** The moment the period ends: midnight after its last day, there. */
export const periodEnd = (period: UsagePeriod): SQL => midnight(period.to, 1);

/** Whether a moment falls on one of the period's days. */
export function withinPeriod(at: AnyColumn, period: UsagePeriod): SQL {
  return sql`(${at} >= ${midnight(period.from)} and ${at} < ${periodEnd(period)})`;
}

/** The month of a moment, `YYYY-MM`. */
export const monthOf = (at: AnyColumn) => sql<string>`to_char(${at} at time zone ${TIME_ZONE}, 'YYYY-MM')`;

/** Rows of one table per month of a moment column, within the period, under the module's condition. */
export async function countPerMonth(
  db: Db,
  what: { table: PgTable; at: AnyColumn; where: SQL | undefined },
  period: UsagePeriod,
): Promise<MonthCount[]> {
  return db
    .select({ month: monthOf(what.at), count: sql<number>`count(*)::int` })
    .from(what.table)
    .where(and(what.where, withinPeriod(what.at, period)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
