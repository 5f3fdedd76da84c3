import { zId } from '../../common';
import type { EndpointAccess } from '../../endpoint';
import { enumValues, Profile, WorkflowStatus } from '../../enums';
import { defineReport } from '../../reports';
import { zIsoDate } from '../complaints/fields';
import { zStatus } from './shared';

/*
 * The council sessions' reports (decision 0027, "Reports"): the six of the spec, each over the
 * sessions whose start falls in the period, of a convocation and a status when chosen.
 */

/**
 * Who runs session reports: those who administer sessions (every session), managers, council
 * members and the mayor (the sessions the public pages show them: published, of a privilege
 * they may see). The reports hold counts and names of documents, never who commented or voted.
 */
export const sessionReportAccess: EndpointAccess = {
  profiles: [Profile.Administrator, Profile.Office, Profile.Manager, Profile.CouncilMember, Profile.Mayor],
};

const filters = {
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
  convocationId: zId.optional(),
  statusId: zStatus.optional(),
};
const filterLabels = {
  dateFrom: { kind: 'date', label: 'sessionsAdmin.reports.filters.startsFrom' },
  dateTo: { kind: 'date', label: 'sessionsAdmin.reports.filters.startsTo' },
  convocationId: {
    kind: 'lookup',
    label: 'sessionsAdmin.fields.convocation',
    options: { codeList: 'Convocation' },
  },
  statusId: {
    kind: 'enum',
    label: 'sessionsAdmin.fields.status',
    catalogue: 'workflowStatus',
    values: enumValues(WorkflowStatus),
  },
} as const;

const common = {
  module: 'sessions',
  group: 'reports.groups.sessions',
  access: sessionReportAccess,
  filters,
  filterLabels,
} as const;

const column = (key: string) => `sessionsAdmin.reports.columns.${key}`;
const session = { key: 'session', label: column('session'), type: 'text' } as const;
const day = { key: 'date', label: column('date'), type: 'date' } as const;
/** "Sjednica u cjelini" for the session's own row, else "2." or "2.1" and the item's name. */
const item = { key: 'item', label: column('item'), type: 'text' } as const;

/**
 * Agenda and session comments and votings: a row for each session (its own comments) and
 * for each of its agenda items and sub-items (their comments, the citizens' votes, the
 * council's decision), sessions in the order they were held.
 */
export const sessionAgendaCommentsAndVotes = defineReport({
  ...common,
  name: 'SessionAgendaCommentsAndVotes',
  title: 'sessionsAdmin.reports.commentsAndVotes.title',
  description: 'sessionsAdmin.reports.commentsAndVotes.description',
  columns: [
    session,
    day,
    item,
    { key: 'commentsShown', label: column('commentsShown'), type: 'number' },
    { key: 'commentsHidden', label: column('commentsHidden'), type: 'number' },
    { key: 'votesFor', label: column('votesFor'), type: 'number' },
    { key: 'votesAgainst', label: column('votesAgainst'), type: 'number' },
    { key: 'votesAbstained', label: column('votesAbstained'), type: 'number' },
    { key: 'votesAbsent', label: column('votesAbsent'), type: 'number' },
    { key: 'decision', label: column('decision'), type: 'text' },
  ],
});

/**
 * Agenda and documents: a row for each session (its documents and additional materials) and
 * for each agenda item and sub-item (its documents), with their number and names.
 */
export const sessionAgendaAndDocuments = defineReport({
  ...common,
  name: 'SessionAgendaAndDocuments',
  title: 'sessionsAdmin.reports.agendaAndDocuments.title',
  description: 'sessionsAdmin.reports.agendaAndDocuments.description',
  columns: [
    session,
    day,
    item,
    { key: 'status', label: 'sessionsAdmin.fields.status', type: 'text' },
    { key: 'documentCount', label: column('documentCount'), type: 'number' },
    { key: 'documents', label: column('documents'), type: 'text' },
  ],
});

/** Date and duration: each session's place, start, end, length in hours and status; a bar per session. */
export const sessionDateAndDuration = defineReport({
  ...common,
  name: 'SessionDateAndDuration',
  title: 'sessionsAdmin.reports.dateAndDuration.title',
  description: 'sessionsAdmin.reports.dateAndDuration.description',
  columns: [
    session,
    { key: 'place', label: 'sessionsAdmin.fields.place', type: 'text' },
    { key: 'startsAt', label: 'sessionsAdmin.fields.startsAt', type: 'dateTime' },
    { key: 'endsAt', label: 'sessionsAdmin.fields.endsAt', type: 'dateTime' },
    { key: 'duration', label: column('duration'), type: 'duration' },
    { key: 'status', label: 'sessionsAdmin.fields.status', type: 'text' },
  ],
  chart: { kind: 'bar', category: 'session', values: ['duration'] },
});

/**
 * Session data: each session as the administration keeps it (convocation, status, access
 * right, publication, voting and commenting) with the size of its agenda and its documents.
 */
export const sessionData = defineReport({
  ...common,
  name: 'SessionData',
  title: 'sessionsAdmin.reports.sessionData.title',
  description: 'sessionsAdmin.reports.sessionData.description',
  columns: [
    session,
    day,
    { key: 'convocation', label: 'sessionsAdmin.fields.convocation', type: 'text' },
    { key: 'status', label: 'sessionsAdmin.fields.status', type: 'text' },
    { key: 'privilege', label: 'sessionsAdmin.fields.privilege', type: 'text' },
    { key: 'published', label: 'sessionsAdmin.fields.published', type: 'text' },
    { key: 'votingEnabled', label: 'sessionsAdmin.fields.votingEnabled', type: 'text' },
    { key: 'commentingEnabled', label: 'sessionsAdmin.fields.commentingEnabled', type: 'text' },
    // Short headings: the figures' columns are as wide as their headings, the texts share the rest.
    { key: 'agendaItems', label: column('items'), type: 'number' },
    { key: 'subItems', label: column('subItems'), type: 'number' },
    { key: 'documentCount', label: column('documents'), type: 'number' },
  ],
});

/**
 * Sessions and types with participant counts: each session under its type (its access
 * right: who it is held for), with the people who voted, who commented, and both counted
 * once; a bar per session.
 */
export const sessionTypesAndParticipants = defineReport({
  ...common,
  name: 'SessionTypesAndParticipants',
  title: 'sessionsAdmin.reports.typesAndParticipants.title',
  description: 'sessionsAdmin.reports.typesAndParticipants.description',
  columns: [
    { key: 'type', label: column('type'), type: 'text' },
    session,
    day,
    { key: 'status', label: 'sessionsAdmin.fields.status', type: 'text' },
    { key: 'voters', label: column('voters'), type: 'number' },
    { key: 'commenters', label: column('commenters'), type: 'number' },
    { key: 'participants', label: column('participants'), type: 'number' },
  ],
  chart: { kind: 'bar', category: 'session', values: ['participants'] },
});

/**
 * Participants by location: per place where sessions were held, the sessions, the people who
 * took part in any of them (each once), their votes and their comments.
 */
export const sessionParticipantsByLocation = defineReport({
  ...common,
  name: 'SessionParticipantsByLocation',
  title: 'sessionsAdmin.reports.participantsByLocation.title',
  description: 'sessionsAdmin.reports.participantsByLocation.description',
  columns: [
    { key: 'place', label: 'sessionsAdmin.fields.place', type: 'text' },
    { key: 'sessions', label: column('sessions'), type: 'number' },
    { key: 'participants', label: column('participants'), type: 'number' },
    { key: 'votes', label: column('votes'), type: 'number' },
    { key: 'comments', label: column('comments'), type: 'number' },
  ],
  chart: { kind: 'bar', category: 'place', values: ['participants'] },
});

export const sessionReports = [
  sessionAgendaCommentsAndVotes,
  sessionAgendaAndDocuments,
  sessionDateAndDuration,
  sessionData,
  sessionTypesAndParticipants,
  sessionParticipantsByLocation,
];
