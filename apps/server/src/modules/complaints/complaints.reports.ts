import {
  AccessRight,
  complaintsByAnswerTime as byAnswerTime,
  complaintsByCategoryAndSex as byCategoryAndSex,
  complaintsByCategoryAndStatus as byCategoryAndStatus,
  complaintsByCategoryAndYear as byCategoryAndYear,
  complaintsByProfileData as byProfileData,
  complaintsByResolvingDate as byResolvingDate,
  complaintsByTimePeriod as byTimePeriod,
  type LanguageId,
  languageKeyById,
  Profile,
  resolvedComplaintsByCategory as resolvedByCategoryReport,
} from '@portal/contracts';
import { formatNumber } from '@portal/i18n/server';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import type { ReportValue } from '../../platform/reports/document';
import { defineServerReport, type ReportScope } from '../../platform/reports/engine';
import type { ReportRange } from '../../platform/reports/ranges';
import {
  ANSWER_LIMIT_HOURS,
  categoriesResolved,
  categoriesWithComplaints,
  complaintsByAnswerTime,
  complaintsByResolvingDate,
  countByAnswerTime,
  countResolved,
  countsByCategoryAndSex,
  countsByCategoryAndStatus,
  countsByCategoryAndYear,
  countsByMonth,
  filterNames,
  monthsWithComplaints,
  resolvedByCategory,
} from './complaints-reports.repository';
import { namedSensitiveCategories, profileReportRows } from './complaints-profile';
import { profileCounts, sensitiveCategories } from './complaints-profile.repository';
import { listUnits } from './complaints-lookups.repository';
import type { ComplaintConditions } from './complaints-search.repository';
import { nameIn } from './complaints.present';
import { unitBranch } from './complaints.repository';

type PeriodFilters = {
  dateFrom?: string;
  dateTo?: string;
  categoryId?: number;
  organizationalUnitId?: number;
};
type AnswerTimeFilters = PeriodFilters & { overLimitOnly?: boolean };

/**
 * Whose complaints a report counts: administrators, managers, office staff and right 15
 * every unit's; right 16 only the caller's branch (its unit and those under it), cut in
 * the query itself. Anyone else counts nothing.
 */
async function unitsOf(db: Db, p: Principal): Promise<readonly number[] | undefined> {
  const everyUnit =
    [Profile.Administrator, Profile.Manager, Profile.Office].includes(p.profileId as 1 | 6 | 7) ||
    p.rights.includes(AccessRight.ComplaintListAllLevels);
  if (everyUnit) return undefined;
  if (!p.rights.includes(AccessRight.ComplaintListOwnUnit) || p.organizationalUnitId === null) return [];
  return unitBranch(db, p.organizationalUnitId);
}

/** The active units a complaint report may be filtered by: those of the caller's scope. */
export async function reportUnits(db: Db, principal: Principal, languageId: LanguageId) {
  const units = await unitsOf(db, principal);
  const rows = await listUnits(db, principal.municipalityId, units ?? null);
  const language = languageKeyById[languageId];
  return rows.map((unit) => ({ id: unit.id, name: nameIn(unit.name, language) ?? '' }));
}

async function conditions(scope: ReportScope, f: PeriodFilters): Promise<ComplaintConditions> {
  return {
    municipalityId: scope.municipalityId,
    unitIds: await unitsOf(scope.db, scope.principal),
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
    categoryId: f.categoryId ?? null,
    organizationalUnitId: f.organizationalUnitId ?? null,
  };
}

const lookups = async (scope: ReportScope, f: PeriodFilters) => {
  const names = await filterNames(scope.db, scope.municipalityId, f, scope.language);
  return Object.fromEntries(Object.entries(names).filter((e): e is [string, string] => e[1] !== undefined));
};

/** The profile-data report's rows: a few dozen at most, so counted and read whole. */
async function profileRows(scope: ReportScope, f: PeriodFilters) {
  const rows = await profileCounts(scope.db, await conditions(scope, f));
  const named = namedSensitiveCategories(rows);
  const categories = await sensitiveCategories(scope.db, scope.municipalityId, named);
  return profileReportRows({ rows, categories, t: scope.t, language: scope.language });
}

const tenths = (hours: number) => Math.round(hours * 10) / 10;

/** The category-per-year report's rows: categories times years, a few hundred at most, so read whole. */
async function categoryYearRows(scope: ReportScope, f: PeriodFilters) {
  const rows = await countsByCategoryAndYear(scope.db, await conditions(scope, f), scope.language);
  return rows.map((r): ReportValue[] => [r.category, String(r.year), r.count]);
}

/** "2026-03" as the reader writes a month: "03.2026.". */
const monthOf = (yearMonth: string) => `${yearMonth.slice(5, 7)}.${yearMonth.slice(0, 4)}.`;

/** A batch of rows and the key of its last one (ranges.ts). */
const keyed = <T extends { key: string }>(rows: T[], values: (row: T) => ReportValue[]) => ({
  rows: rows.map(values),
  last: rows.at(-1)?.key ?? null,
});

const HOUR_MS = 3_600_000;

/** "By answer time": each complaint, its first answer, the hours to it (until now when none). */
async function answerTimeRows(scope: ReportScope, f: AnswerTimeFilters, range: ReportRange) {
  const rows = await complaintsByAnswerTime(
    scope.db,
    await conditions(scope, f),
    { language: scope.language, overLimitOnly: f.overLimitOnly },
    range,
  );
  // The texts a row may hold, translated once a batch rather than once a row.
  const { t } = scope;
  const limit = { hours: formatNumber(ANSWER_LIMIT_HOURS, scope.language) };
  const unassigned = t('complaintsAdmin.reports.unassigned');
  const late = t('complaintsAdmin.reports.late', limit);
  const lateUnanswered = t('complaintsAdmin.reports.lateUnanswered', limit);
  const now = Date.now();
  return keyed(rows, (r) => {
    const answered = r.firstAnswer === null ? null : new Date(r.firstAnswer);
    const hours = ((answered?.getTime() ?? now) - r.dateCreated.getTime()) / HOUR_MS;
    return [
      `${r.sequence}/${r.year}`,
      r.title,
      r.category,
      r.organizationalUnit ?? unassigned,
      r.dateCreated,
      answered,
      tenths(hours),
      hours > ANSWER_LIMIT_HOURS ? (answered ? late : lateUnanswered) : '',
    ];
  });
}

/** "By resolving date": each complaint resolved in the period and the hours it took. */
async function resolvingDateRows(scope: ReportScope, f: PeriodFilters, range: ReportRange) {
  const rows = await complaintsByResolvingDate(scope.db, await conditions(scope, f), scope.language, range);
  const unassigned = scope.t('complaintsAdmin.reports.unassigned');
  return keyed(rows, (r) => [
    `${r.sequence}/${r.year}`,
    r.title,
    r.category,
    r.organizationalUnit ?? unassigned,
    r.dateCreated,
    r.dateResolved,
    tenths(r.hours),
  ]);
}

export const complaintServerReports = [
  defineServerReport({
    report: byCategoryAndStatus,
    count: async (scope, f) => categoriesWithComplaints(scope.db, await conditions(scope, f)),
    rows: async (scope, f, range) =>
      (await countsByCategoryAndStatus(scope.db, await conditions(scope, f), scope.language, range)).map(
        (r) => [r.category, r.created, r.assigned, r.answered, r.resolved, r.inappropriate, r.total],
      ),
    lookups,
  }),
  defineServerReport({
    report: byTimePeriod,
    count: async (scope, f) => monthsWithComplaints(scope.db, await conditions(scope, f)),
    rows: async (scope, f, range) =>
      (await countsByMonth(scope.db, await conditions(scope, f), range)).map((r) => [
        monthOf(r.month),
        r.reported,
        r.resolved,
        r.averageHours === null ? null : tenths(r.averageHours),
      ]),
    lookups,
  }),
  defineServerReport({
    report: byAnswerTime,
    count: async (scope, f) => countByAnswerTime(scope.db, await conditions(scope, f), f.overLimitOnly),
    rows: async (scope, f, range) => (await answerTimeRows(scope, f, range)).rows,
    rowsAfter: answerTimeRows,
    lookups,
  }),
  defineServerReport({
    report: byResolvingDate,
    count: async (scope, f) => countResolved(scope.db, await conditions(scope, f)),
    rows: async (scope, f, range) => (await resolvingDateRows(scope, f, range)).rows,
    rowsAfter: resolvingDateRows,
    lookups,
  }),
  defineServerReport({
    report: byCategoryAndYear,
    count: async (scope, f) => (await categoryYearRows(scope, f)).length,
    rows: async (scope, f, range) =>
      (await categoryYearRows(scope, f)).slice(range.offset, range.offset + range.limit),
    lookups,
  }),
  defineServerReport({
    report: resolvedByCategoryReport,
    count: async (scope, f) => categoriesResolved(scope.db, await conditions(scope, f)),
    rows: async (scope, f, range) =>
      (await resolvedByCategory(scope.db, await conditions(scope, f), scope.language, range)).map((r) => [
        r.category,
        r.resolved,
        tenths(r.averageHours),
        tenths(r.shortestHours),
        tenths(r.longestHours),
      ]),
    lookups,
  }),
  defineServerReport({
    report: byCategoryAndSex,
    count: async (scope, f) => categoriesWithComplaints(scope.db, await conditions(scope, f)),
    rows: async (scope, f, range) =>
      (await countsByCategoryAndSex(scope.db, await conditions(scope, f), scope.language, range)).map((r) => [
        r.category,
        r.male,
        r.female,
        r.unknown,
        r.total,
      ]),
    lookups,
  }),
  defineServerReport({
    report: byProfileData,
    count: async (scope, f) => (await profileRows(scope, f)).length,
    rows: async (scope, f, range) =>
      (await profileRows(scope, f)).slice(range.offset, range.offset + range.limit),
    lookups,
  }),
];
