import {
  mayCall,
  questionsAdminAccess,
  questionsAndAnswers,
  questionsByAnswerTime,
  questionsByStatus,
} from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import { fullName } from '../../platform/people';
import type { ReportValue } from '../../platform/reports/document';
import { defineServerReport, type ReportScope } from '../../platform/reports/engine';
import type { ReportRange } from '../../platform/reports/ranges';
import * as repo from './questions-statistics.repository';
import { addresseeName, byAddressee } from './questions-statistics.service';

/*
 * The council-member reports (decision 0028, "Reports and statistics") on the report engine:
 * declared in contracts (`council-members/reports.ts`), their SQL in
 * questions-statistics.repository.ts; here the caller's scope and the rows in words.
 */

type Filters = { dateFrom?: string; dateTo?: string };
type Language = 'bs' | 'hr' | 'sr_cyr';

/** Those who administer the questions see every one in full (contracts: questionReportAccess). */
const moderates = (scope: ReportScope) => mayCall(questionsAdminAccess, scope.principal);

const scopeOf = (scope: ReportScope, f: Filters, activeOnly: boolean): repo.QuestionScope => ({
  municipalityId: scope.municipalityId,
  fromDay: f.dateFrom,
  toDay: f.dateTo,
  activeOnly,
});

/** "Amra Hodžić (SDP)" for a council member or the mayor, the name for a unit. */
const labelOf = (name: { name: string; party: string }) =>
  name.party ? `${name.name} (${name.party})` : name.name;

/** A question's one status: inactive, inappropriate, awaiting activation, answered or unanswered. */
function statusOf(t: Translate, r: repo.QuestionReportRow): string {
  const key = !r.questionActive
    ? 'inactive'
    : r.inappropriate
      ? 'inappropriate'
      : r.answerText === null
        ? 'unanswered'
        : r.answerActive
          ? 'answered'
          : 'awaitingActivation';
  return t(`questionsStatistics.reports.status.${key}`);
}

/**
 * The rows of "questions and answers". Managers, council members and the mayor read what the
 * public pages show: active questions only (the scope), an inappropriate one's text hidden,
 * an answer once the public sees it.
 */
async function questionRows(scope: ReportScope, f: Filters, range: ReportRange) {
  const full = moderates(scope);
  const rows = await repo.questionRows(scope.db, scopeOf(scope, f, !full), scope.language as Language, range);
  const { t } = scope;
  return {
    rows: rows.map((r): ReportValue[] => {
      const answerShown = r.answerText !== null && (full || r.answerActive);
      const addressee =
        r.username !== null
          ? labelOf({ name: fullName({ ...r, username: r.username }), party: r.party })
          : r.unitName;
      return [
        r.askedAt,
        addressee,
        r.inappropriate && !full ? t('questionsStatistics.reports.hiddenText') : r.text,
        answerShown ? r.answerText : '',
        answerShown ? r.answeredAt : null,
        statusOf(t, r),
      ];
    }),
    last: rows.at(-1)?.key ?? null,
  };
}

/**
 * Every addressee asked in the period, with its counts over every question (they carry no
 * text and no asker), the mayor first, then council members, then units, each by name.
 */
async function addresseeTallies(scope: ReportScope, f: Filters) {
  const tallies = await repo.tallies(scope.db, scopeOf(scope, f, false), { byMonth: false });
  const records = await repo.addressees(scope.db, scope.municipalityId, {
    memberIds: tallies.flatMap((t) => (t.memberId === null ? [] : [t.memberId])),
    unitIds: tallies.flatMap((t) => (t.unitId === null ? [] : [t.unitId])),
  });
  const language = scope.language as Language;
  const byKey = new Map(tallies.map((t) => [t.memberId !== null ? `m${t.memberId}` : `u${t.unitId}`, t]));
  return records.sort(byAddressee(language)).map((record) => ({
    label: labelOf(addresseeName(record, language)),
    tally: byKey.get(`${record.kind === 'member' ? 'm' : 'u'}${record.id}`)!,
  }));
}

async function countAddressees(scope: ReportScope, f: Filters): Promise<number> {
  return (await addresseeTallies(scope, f)).length;
}

/** A page of the per-addressee rows: a council has dozens of members, a municipality dozens of units. */
const addresseeReport = (values: (t: repo.Tally) => ReportValue[]) => ({
  count: countAddressees,
  rows: async (scope: ReportScope, f: Filters, range: { offset: number; limit: number }) =>
    (await addresseeTallies(scope, f))
      .slice(range.offset, range.offset + range.limit)
      .map(({ label, tally }) => [label, ...values(tally)]),
});

export const questionServerReports = [
  defineServerReport({
    report: questionsAndAnswers,
    count: (scope, f) => repo.countQuestions(scope.db, scopeOf(scope, f, !moderates(scope))),
    rows: async (scope, f, range) => (await questionRows(scope, f, range)).rows,
    rowsAfter: questionRows,
  }),
  defineServerReport({
    report: questionsByStatus,
    ...addresseeReport((t) => [
      t.received,
      t.answered,
      t.unanswered,
      t.awaitingActivation,
      t.inappropriate,
      t.inactive,
    ]),
  }),
  defineServerReport({
    report: questionsByAnswerTime,
    ...addresseeReport((t) => [
      t.received,
      t.within24,
      t.within48,
      t.within72,
      t.over72,
      t.received - t.answered,
    ]),
  }),
];
