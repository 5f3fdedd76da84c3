import type {
  AgendaItemDetails,
  DiscussionComment,
  LanguageId,
  SessionDetails,
  SessionDossierFormat,
} from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import type { Discussions } from '../../platform/discussions/discussions';
import type { FileResult } from '../../platform/http';
import type { ServerTexts } from '../../platform/i18n';
import type { ReportValue } from '../../platform/reports/document';
import type {
  DossierBlock,
  DossierField,
  DossierSection,
  DossierSubsection,
} from '../../platform/reports/dossier';
import { dossierFile, dossierFrame } from '../../platform/reports/dossier-file';
import type { TenantDirectory } from '../../platform/tenancy';
import { agendaDiscussion, sessionDiscussion } from './sessions.declarations';
import { inLanguage } from './sessions.present';
import * as repo from './sessions.repository';
import type { SessionAdmin } from './sessions.service';

/*
 * The session export (the spec's ExportSessionData; decisions 0026 and 0027): one council
 * session as a PDF, Word or Excel document on the platform's document of one record. It
 * shows what the administration's calls show, to the same callers: the session, its agenda
 * with the council's decisions, its documents, the citizens' vote counts and every comment
 * with its author's name and moderation state.
 */

/** The session as the document shows it, read by the administration's own use cases. */
export type SessionRecord = {
  session: SessionDetails;
  convocation: string;
  agenda: AgendaItemDetails[];
  /** The session's own comments, then each item's, as staff read them. */
  comments: { itemId: number | null; comment: DiscussionComment }[];
};

export function createSessionDossier(deps: {
  db: Db;
  discussions: Discussions;
  texts: ServerTexts;
  tenants: TenantDirectory;
  admin: Pick<SessionAdmin, 'details' | 'agenda'>;
}) {
  const { db, discussions, admin } = deps;

  async function record(p: Principal, sessionId: number, languageId: LanguageId): Promise<SessionRecord> {
    // Access first, as the administration's details call checks it (another municipality's: 404).
    const session = await admin.details(p, sessionId);
    const [agenda, found] = await Promise.all([
      admin.agenda(p, sessionId),
      repo.findSession(db, p.municipalityId, sessionId),
    ]);
    const where = (subjectId: number) => ({ municipalityId: p.municipalityId, subjectId });
    const [own, ...perItem] = await Promise.all([
      discussions.list(sessionDiscussion, where(sessionId), { reader: 'staff' }),
      ...agenda.map((item) => discussions.list(agendaDiscussion, where(item.id), { reader: 'staff' })),
    ]);
    return {
      session,
      convocation: found ? inLanguage(found.convocationName, languageId) : '',
      agenda,
      comments: [
        ...own!.items.map((comment) => ({ itemId: null, comment })),
        ...perItem.flatMap((list, i) => list.items.map((comment) => ({ itemId: agenda[i]!.id, comment }))),
      ],
    };
  }

  return {
    /** The document of a session of the caller's municipality; another's does not exist (404). */
    async export(
      principal: Principal,
      input: { sessionId: number; languageId: LanguageId; format: SessionDossierFormat },
    ): Promise<FileResult> {
      const data = await record(principal, input.sessionId, input.languageId);
      const { t, frame } = await dossierFrame(deps, {
        municipalityId: principal.municipalityId,
        languageId: input.languageId,
      });
      const title = inLanguage(data.session.title, input.languageId);
      return dossierFile(
        {
          ...frame,
          title: t('sessionsAdmin.dossier.title'),
          subtitle: title,
          sections: sessionSections(data, t, input.languageId),
        },
        input.format,
        { name: title },
      );
    },
  };
}

const HOUR_MS = 3_600_000;

/** "2." for an item, "2.1" for a sub-item. */
const numberOf = (item: AgendaItemDetails) =>
  item.subNumber === 0 ? `${item.ordinalNumber}.` : `${item.ordinalNumber}.${item.subNumber}`;

/** The sections of a session's document, in the order a council's secretary reads them. */
export function sessionSections(data: SessionRecord, t: Translate, languageId: LanguageId): DossierSection[] {
  const { session, agenda } = data;
  const text = (key: string, params?: Record<string, unknown>) => t(`sessionsAdmin.${key}`, params);
  const yesNo = (value: boolean) => t(value ? 'reports.yes' : 'reports.no');
  const name = (item: AgendaItemDetails) => `${numberOf(item)} ${inLanguage(item.name, languageId)}`;
  const itemById = new Map(agenda.map((item) => [item.id, item]));
  const whole = text('reports.wholeSession');
  const startsAt = new Date(session.startsAt);
  const endsAt = new Date(session.endsAt);

  const details: DossierField[] = [
    { label: text('fields.title'), value: inLanguage(session.title, languageId) },
    { label: text('fields.convocation'), value: data.convocation },
    { label: text('fields.place'), value: session.place },
    { label: text('fields.startsAt'), value: startsAt, type: 'dateTime' },
    { label: text('fields.endsAt'), value: endsAt, type: 'dateTime' },
    {
      label: text('reports.columns.duration'),
      value: Math.round(((endsAt.getTime() - startsAt.getTime()) / HOUR_MS) * 10) / 10,
      type: 'duration',
    },
    { label: text('fields.status'), value: t(`enums.workflowStatus.${session.statusId}`) },
    { label: text('fields.privilege'), value: t(`enums.privilege.${session.privilegeId}`) },
    { label: text('fields.published'), value: yesNo(session.published) },
    ...(session.firstPublishedAt
      ? [
          {
            label: text('dossier.firstPublished'),
            value: new Date(session.firstPublishedAt),
            type: 'dateTime' as const,
          },
        ]
      : []),
    { label: text('fields.votingEnabled'), value: yesNo(session.votingEnabled) },
    { label: text('fields.commentingEnabled'), value: yesNo(session.commentingEnabled) },
    {
      label: text('reports.columns.agendaItems'),
      value: agenda.filter((a) => a.parentId === null).length,
      type: 'number',
    },
    {
      label: text('reports.columns.subItems'),
      value: agenda.filter((a) => a.parentId !== null).length,
      type: 'number',
    },
    { label: text('dossier.votes'), value: session.voteCount, type: 'number' },
    { label: text('dossier.comments'), value: session.commentCount, type: 'number' },
  ];
  const description = inLanguage(session.description, languageId).trim();

  const documents: ReportValue[][] = [
    ...session.documents.map((d) => [
      whole,
      text(d.additional ? 'dossier.additionalMaterial' : 'dossier.sessionDocument'),
      d.fileName,
    ]),
    ...agenda.flatMap((item) =>
      item.documents.map((d) => [name(item), text('dossier.itemDocument'), d.fileName]),
    ),
  ];

  const items: DossierSubsection[] = agenda.map((item) => {
    const { council } = item;
    const councilVoted = council.for !== null || council.against !== null || council.abstained !== null;
    const fields: DossierField[] = [
      { label: text('fields.status'), value: t(`enums.workflowStatus.${item.statusId}`) },
      ...(council.decisionId === null
        ? []
        : [{ label: text('agenda.decision'), value: text(`decision.${council.decisionId}`) }]),
      ...(councilVoted
        ? [
            { label: text('agenda.councilFor'), value: council.for, type: 'number' as const },
            { label: text('agenda.councilAgainst'), value: council.against, type: 'number' as const },
            { label: text('agenda.councilAbstained'), value: council.abstained, type: 'number' as const },
          ]
        : []),
      ...(item.documents.length > 0
        ? [{ label: text('agenda.documents'), value: item.documents.map((d) => d.fileName).join('\n') }]
        : []),
      { label: text('dossier.comments'), value: item.commentCount, type: 'number' },
    ];
    const itemDescription = inLanguage(item.description, languageId).trim();
    return {
      kind: 'section',
      heading: name(item),
      blocks: [
        { kind: 'fields', fields },
        ...(itemDescription ? [{ kind: 'text' as const, text: itemDescription }] : []),
      ],
    };
  });

  const state = (c: DiscussionComment) =>
    text(`dossier.commentStates.${c.inappropriate ? 'inappropriate' : c.active ? 'active' : 'inactive'}`);
  const comments: ReportValue[][] = data.comments.map(({ itemId, comment: c }) => [
    itemId === null ? whole : numberOf(itemById.get(itemId)!),
    new Date(c.dateCreated),
    c.byStaff ? `${c.authorName} (${text('dossier.staff')})` : c.authorName,
    state(c),
    c.files.length > 0
      ? `${c.text}\n${text('dossier.files')}: ${c.files.map((f) => f.fileName).join(', ')}`
      : c.text,
  ]);

  const none = (key: string): DossierBlock => ({ kind: 'note', text: text(key) });
  return [
    {
      heading: text('dossier.sections.details'),
      blocks: [
        { kind: 'fields', fields: details },
        ...(description ? [{ kind: 'text' as const, text: description }] : []),
      ],
    },
    {
      heading: text('dossier.sections.agenda'),
      blocks: items.length > 0 ? items : [none('agenda.empty')],
    },
    {
      heading: text('dossier.sections.votes'),
      blocks:
        agenda.length === 0
          ? [none('agenda.empty')]
          : [
              {
                kind: 'table',
                columns: [
                  { key: 'item', heading: text('reports.columns.item'), type: 'text' },
                  { key: 'for', heading: text('dossier.votesFor'), type: 'number' },
                  { key: 'against', heading: text('dossier.votesAgainst'), type: 'number' },
                  { key: 'abstained', heading: text('dossier.votesAbstained'), type: 'number' },
                  { key: 'absent', heading: text('dossier.votesAbsent'), type: 'number' },
                  { key: 'total', heading: text('dossier.votesTotal'), type: 'number' },
                ],
                rows: agenda.map((item) => {
                  const v = item.votes;
                  return [
                    name(item),
                    v.for,
                    v.against,
                    v.abstained,
                    v.absent,
                    v.for + v.against + v.abstained + v.absent,
                  ];
                }),
              },
            ],
    },
    {
      heading: text('dossier.sections.documents'),
      blocks:
        documents.length === 0
          ? [none('documents.none')]
          : [
              {
                kind: 'table',
                columns: [
                  { key: 'belongsTo', heading: text('dossier.belongsTo'), type: 'text' },
                  { key: 'kind', heading: text('dossier.documentKind'), type: 'text' },
                  { key: 'fileName', heading: text('dossier.fileName'), type: 'text' },
                ],
                rows: documents,
              },
            ],
    },
    {
      heading: text('dossier.sections.comments'),
      blocks:
        comments.length === 0
          ? [none('dossier.noComments')]
          : [
              {
                kind: 'table',
                columns: [
                  { key: 'item', heading: text('dossier.commentOn'), type: 'text' },
                  { key: 'date', heading: text('dossier.date'), type: 'dateTime' },
                  { key: 'author', heading: text('dossier.author'), type: 'text' },
                  { key: 'state', heading: text('dossier.state'), type: 'text' },
                  { key: 'text', heading: text('dossier.text'), type: 'text' },
                ],
                rows: comments,
              },
            ],
    },
  ];
}
