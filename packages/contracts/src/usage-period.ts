import { z } from 'zod';
import { zDay } from './common';
import { Profile } from './enums';

/*
 * The period and access of the usage reports: the platform's usage statistics (usage.ts)
 * and a module's own (accounts' users by profile).
 */

/** The longest period a usage report counts: ten years of months. */
export const USAGE_MAX_YEARS = 10;

/**
 * Who runs usage statistics: administrators, managers and office staff, those who run the
 * portal's reports. Office moderators and the units' staff moderate or handle records but
 * are not shown the whole municipality's figures.
 */
export const usageReportAccess = {
  profiles: [Profile.Administrator, Profile.Manager, Profile.Office],
} as const;

/** The day reports count in: the municipalities' time zone. */
const TIME_ZONE = 'Europe/Sarajevo';

/** Today's date there, `YYYY-MM-DD`. */
export function todayInPortal(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** The first day of the month eleven months before the given day's: with its month, twelve months. */
export function twelveMonthsBefore(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 11;
  const start = new Date(Date.UTC(year, month - 1, 1));
  return start.toISOString().slice(0, 10);
}

/** A date filter that is filled in when left out (or empty), so the file names the period it counts. */
const periodDate = (fallback: () => string) =>
  z.preprocess((v) => (v === '' ? undefined : v), zDay.default(fallback));

/**
 * The period of usage reports: from the first day of the month eleven months ago to today
 * (the last twelve months) when not given. A period that ends before it starts, or runs
 * longer than USAGE_MAX_YEARS, is refused (the server: platform/reports/usage.ts).
 */
export const usagePeriodFilters = {
  dateFrom: periodDate(() => twelveMonthsBefore(todayInPortal())),
  dateTo: periodDate(() => todayInPortal()),
};
export const usagePeriodFilterLabels = {
  dateFrom: { kind: 'date', label: 'reports.filterLabels.dateFrom' },
  dateTo: { kind: 'date', label: 'reports.filterLabels.dateTo' },
} as const;
