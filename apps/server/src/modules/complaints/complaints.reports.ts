import {
  AccessRight,
  complaintsByAnswerTime as byAnswerTime,
  complaintsByCategoryAndStatus as byCategoryAndStatus,
  complaintsByTimePeriod as byTimePeriod,
  Profile,
} from '@portal/contracts';
import { formatNumber } from '@portal/i18n/server';
import type { Principal } from '../../platform/auth/auth';
import { defineServerReport, type ReportScope } from '../../platform/reports/engine';
import {
  ANSWER_LIMIT_HOURS,
  categoriesWithComplaints,
  complaintsByAnswerTime,
  countByAnswerTime,
  countsByCategoryAndStatus,
  countsByMonth,
  filterNames,
  monthsWithComplaints,
} from './complaints-reports.repository';
import type { ComplaintConditions } from './complaints-search.repository';
import { unitBranch } from './complaints.repository';

type PeriodFilters = {
  dateFrom?: string;
  dateTo?: string;
  categoryId?: number;
  organizationalUnitId?: number;
};

/**
 * Whose complaints a report counts: administrators, managers, office staff and right 15
 * every unit's; right 16 only the caller's branch (its unit and those under it), cut in
 * the query itself. Anyone else counts nothing.
 */
async function unitsOf(scope: ReportScope): Promise<readonly number[] | undefined> {
  const p: Principal = scope.principal;
  const everyUnit =
    [Profile.Administrator, Profile.Manager, Profile.Office].includes(p.profileId as 1 | 6 | 7) ||
    p.rights.includes(AccessRight.ComplaintListAllLevels);
  if (everyUnit) return undefined;
  if (!p.rights.includes(AccessRight.ComplaintListOwnUnit) || p.organizationalUnitId === null) return [];
  return unitBranch(scope.db, p.organizationalUnitId);
}

async function conditions(scope: ReportScope, f: PeriodFilters): Promise<ComplaintConditions> {
  return {
    municipalityId: scope.municipalityId,
    unitIds: await unitsOf(scope),
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

/** "2026-03" as the reader writes a month: "03.2026.". */
const monthOf = (yearMonth: string) => `${yearMonth.slice(5, 7)}.${yearMonth.slice(0, 4)}.`;

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
        r.averageHours === null ? null : Math.round(r.averageHours * 10) / 10,
      ]),
    lookups,
  }),
  defineServerReport({
    report: byAnswerTime,
    count: async (scope, f) => countByAnswerTime(scope.db, await conditions(scope, f), f.overLimitOnly),
    rows: async (scope, f, range) => {
      const rows = await complaintsByAnswerTime(
        scope.db,
        await conditions(scope, f),
        { language: scope.language, overLimitOnly: f.overLimitOnly },
        range,
      );
      const { t } = scope;
      return rows.map((r) => [
        `${r.sequence}/${r.year}`,
        r.title,
        r.category,
        r.organizationalUnit ?? t('complaintsAdmin.reports.unassigned'),
        r.dateCreated,
        r.firstAnswer === null ? null : new Date(r.firstAnswer),
        Math.round(r.answerHours * 10) / 10,
        r.answerHours > ANSWER_LIMIT_HOURS
          ? t(r.answered ? 'complaintsAdmin.reports.late' : 'complaintsAdmin.reports.lateUnanswered', {
              hours: formatNumber(ANSWER_LIMIT_HOURS, scope.language),
            })
          : '',
      ]);
    },
    lookups,
  }),
];
