import {
  mayCall,
  privilegesVisibleTo,
  sessionAdminAccess,
  sessionAgendaAndDocuments,
  sessionAgendaCommentsAndVotes,
  sessionData,
  sessionDateAndDuration,
  sessionParticipantsByLocation,
  sessionTypesAndParticipants,
} from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import type { ReportValue } from '../../platform/reports/document';
import { defineServerReport, type ReportScope } from '../../platform/reports/engine';
import type { ReportRange } from '../../platform/reports/ranges';
import * as repo from './sessions-reports.repository';

/*
 * The council sessions' reports (decision 0027, "Reports") on the report engine: the
 * declarations are in contracts (`sessions/reports.ts`), the SQL in
 * sessions-reports.repository.ts; here the caller's scope and the rows in words.
 */

type Filters = { dateFrom?: string; dateTo?: string; convocationId?: number; statusId?: number };

/**
 * The sessions a report counts: every session for those who administer them; for managers,
 * council members and the mayor the published ones of the privileges the public pages show
 * them, cut in the query itself.
 */
function conditions(scope: ReportScope, f: Filters): repo.SessionReportConditions {
  const everySession = mayCall(sessionAdminAccess, scope.principal);
  return {
    municipalityId: scope.municipalityId,
    fromDay: f.dateFrom,
    toDay: f.dateTo,
    convocationId: f.convocationId,
    statusId: f.statusId,
    privileges: everySession ? undefined : privilegesVisibleTo(scope.principal.profileId),
  };
}

const lookups = async (scope: ReportScope, f: Filters): Promise<Record<string, string>> => {
  if (!f.convocationId) return {};
  const name = await repo.convocationName(scope.db, scope.municipalityId, f.convocationId, scope.language);
  return name === undefined ? {} : { convocationId: name };
};

/** A batch of rows and the key of its last one (ranges.ts). */
const keyed = <T extends { key: string }>(rows: T[], values: (row: T) => ReportValue[]) => ({
  rows: rows.map(values),
  last: rows.at(-1)?.key ?? null,
});

/** "Sjednica u cjelini" on a session's own row; "2. Name" or "2.1 Name" on an item's. */
function itemLabel(t: Translate, row: { subNumber: number; ordinal: number; itemName: string | null }) {
  if (row.itemName === null) return t('sessionsAdmin.reports.wholeSession');
  const number = row.subNumber === 0 ? `${row.ordinal}.` : `${row.ordinal}.${row.subNumber}`;
  return `${number} ${row.itemName}`;
}

const tenths = (hours: number) => Math.round(hours * 10) / 10;
const HOUR_MS = 3_600_000;
const status = (t: Translate, id: number) => t(`enums.workflowStatus.${id}`);
const yesNo = (t: Translate, value: boolean) => t(value ? 'reports.yes' : 'reports.no');

async function commentsAndVotesRows(scope: ReportScope, f: Filters, range: ReportRange) {
  const rows = await repo.commentsAndVotes(scope.db, conditions(scope, f), scope.language, range);
  const { t } = scope;
  return keyed(rows, (r) => [
    r.session,
    r.startsAt,
    itemLabel(t, r),
    r.commentsShown,
    r.commentsHidden,
    r.votesFor,
    r.votesAgainst,
    r.votesAbstained,
    r.votesAbsent,
    r.decisionId === null ? '' : t(`sessionsAdmin.decision.${r.decisionId}`),
  ]);
}

async function agendaDocumentsRows(scope: ReportScope, f: Filters, range: ReportRange) {
  const { t } = scope;
  const rows = await repo.agendaDocuments(
    scope.db,
    conditions(scope, f),
    { language: scope.language, additionalMark: ` (${t('sessionsAdmin.reports.additionalMaterial')})` },
    range,
  );
  return keyed(rows, (r) => [
    r.session,
    r.startsAt,
    itemLabel(t, r),
    status(t, r.statusId),
    r.documentCount,
    r.documents ?? '',
  ]);
}

async function dateAndDurationRows(scope: ReportScope, f: Filters, range: ReportRange) {
  const rows = await repo.sessionTimes(scope.db, conditions(scope, f), scope.language, range);
  return keyed(rows, (r) => [
    r.session,
    r.place,
    r.startsAt,
    r.endsAt,
    tenths((r.endsAt.getTime() - r.startsAt.getTime()) / HOUR_MS),
    status(scope.t, r.statusId),
  ]);
}

async function sessionDataRows(scope: ReportScope, f: Filters, range: ReportRange) {
  const rows = await repo.sessionData(scope.db, conditions(scope, f), scope.language, range);
  const { t } = scope;
  return keyed(rows, (r) => [
    r.session,
    r.startsAt,
    r.convocation,
    status(t, r.statusId),
    t(`enums.privilege.${r.privilegeId}`),
    yesNo(t, r.published),
    yesNo(t, r.votingEnabled),
    yesNo(t, r.commentingEnabled),
    r.agendaItems,
    r.subItems,
    r.documents,
  ]);
}

const countSessions = (scope: ReportScope, f: Filters) => repo.countSessions(scope.db, conditions(scope, f));
const countAgendaRows = (scope: ReportScope, f: Filters) =>
  repo.countSessionsAndItems(scope.db, conditions(scope, f));

export const sessionServerReports = [
  defineServerReport({
    report: sessionAgendaCommentsAndVotes,
    count: countAgendaRows,
    rows: async (scope, f, range) => (await commentsAndVotesRows(scope, f, range)).rows,
    rowsAfter: commentsAndVotesRows,
    lookups,
  }),
  defineServerReport({
    report: sessionAgendaAndDocuments,
    count: countAgendaRows,
    rows: async (scope, f, range) => (await agendaDocumentsRows(scope, f, range)).rows,
    rowsAfter: agendaDocumentsRows,
    lookups,
  }),
  defineServerReport({
    report: sessionDateAndDuration,
    count: countSessions,
    rows: async (scope, f, range) => (await dateAndDurationRows(scope, f, range)).rows,
    rowsAfter: dateAndDurationRows,
    lookups,
  }),
  defineServerReport({
    report: sessionData,
    count: countSessions,
    rows: async (scope, f, range) => (await sessionDataRows(scope, f, range)).rows,
    rowsAfter: sessionDataRows,
    lookups,
  }),
  // A council holds a few dozen sessions a year: these are read by offset (decision 0026).
  defineServerReport({
    report: sessionTypesAndParticipants,
    count: countSessions,
    rows: async (scope, f, range) =>
      (await repo.sessionParticipants(scope.db, conditions(scope, f), scope.language, range)).map((r) => [
        scope.t(`enums.privilege.${r.privilegeId}`),
        r.session,
        r.startsAt,
        status(scope.t, r.statusId),
        r.voters,
        r.commenters,
        r.participants,
      ]),
    lookups,
  }),
  defineServerReport({
    report: sessionParticipantsByLocation,
    count: (scope, f) => repo.countPlaces(scope.db, conditions(scope, f)),
    rows: async (scope, f, range) =>
      (await repo.participantsByPlace(scope.db, conditions(scope, f), range)).map((r) => [
        r.place,
        r.sessions,
        r.participants,
        r.votes,
        r.comments,
      ]),
    lookups,
  }),
];
