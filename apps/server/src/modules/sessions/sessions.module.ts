import {
  agendaComments,
  deleteAgenda,
  deleteSession,
  downloadPublicSessionDocument,
  downloadSessionDocumentStaff,
  exportSessionData,
  getAgendas,
  getLatestSessions,
  getNextItemNumber,
  getPublicAgendaItem,
  getPublicSession,
  getSessionById,
  getSessionCalendarEvent,
  getSessionStatistics,
  getSessionsCalendar,
  saveAgendas,
  saveSession,
  searchPublicSessions,
  searchSessions,
  sendSessionUpdatedNotification,
  sessionComments,
  sessionModerationAccess,
  sessionsContract,
  mayCall,
  uploadPublicSessionFile,
  uploadSessionDocument,
  voteOnAgendaItem,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf, type Principal } from '../../platform/auth/auth';
import type { CommentOf, DiscussionSubject } from '../../platform/discussions/discussions';
import { discussionRoutes } from '../../platform/discussions/routes';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { createWriteLimits, type WriteKind } from '../../platform/write-limits';
import { createSessionCalendar } from './sessions-calendar.service';
import { createSessionDossier } from './sessions-dossier.service';
import { createPublicSessions } from './sessions-public.service';
import { createSessionStatistics } from './sessions-statistics.service';
import {
  agendaDiscussion,
  sessionAttachmentKinds,
  sessionDiscussion,
  sessionPublishedMessage,
} from './sessions.declarations';
import { sessionsMenu } from './sessions.menu';
import { sessionServerReports } from './sessions.reports';
import * as repo from './sessions.repository';
import { seedDemoSessions } from './sessions.seed';
import { createSessionAdmin } from './sessions.service';

const done = { success: true } as const;

/**
 * Council sessions (decision 0027): the administration of sessions, their agenda, documents
 * and comments; the public list, details, agenda items, comments and citizens' votes.
 */
export const sessionsModule = defineModule({
  name: 'sessions',
  contract: sessionsContract,
  menu: sessionsMenu,
  messages: [sessionPublishedMessage],
  attachmentKinds: Object.values(sessionAttachmentKinds),
  discussionSubjects: [sessionDiscussion, agendaDiscussion],
  reports: sessionServerReports,
  catalogue: ['sessions', 'sessionsAdmin', 'sessionsStatistics'],

  routes(app, { db, storage, notify, limiter, attachments, discussions, texts, tenants, links }) {
    const admin = createSessionAdmin({ db, storage, attachments, discussions, notify, log: app.log });
    const dossier = createSessionDossier({ db, discussions, texts, tenants, admin });
    const publicSessions = createPublicSessions({ db, attachments, discussions });
    const statistics = createSessionStatistics({ db });
    const calendar = createSessionCalendar({ db, texts, links });
    const limitWrite = createWriteLimits(limiter);
    // Citizens' comments and uploads per person and per address; staff who keep sessions are
    // held to staff's limits (decision 0018).
    const limited = (kind: WriteKind) => ({
      limit: (request: FastifyRequest) =>
        limitWrite(kind, request, {
          staff: Boolean(request.principal && mayCall(sessionModerationAccess, request.principal)),
        }),
    });
    const principalOf = (request: FastifyRequest) => request.principal ?? null;

    // Administration
    route(app, searchSessions, ({ body, request }) => admin.search(callerOf(request), body));
    route(app, getSessionById, ({ params, request }) => admin.details(callerOf(request), params.id));
    route(app, saveSession, ({ body, request }) => admin.save(callerOf(request), body));
    route(app, deleteSession, async ({ body, request }) => {
      await admin.remove(callerOf(request), body);
      return done;
    });
    route(app, sendSessionUpdatedNotification, ({ body, request }) =>
      admin.notifyUpdated(callerOf(request), body.sessionId),
    );
    route(
      app,
      uploadSessionDocument,
      ({ body, request }) => admin.upload(callerOf(request), body),
      limited('upload'),
    );
    route(app, downloadSessionDocumentStaff, ({ params, request }) =>
      admin.file(callerOf(request), params.id),
    );
    route(app, getAgendas, ({ params, request }) => admin.agenda(callerOf(request), params.id));
    route(app, saveAgendas, ({ body, request }) => admin.saveAgenda(callerOf(request), body));
    route(app, deleteAgenda, async ({ params, request }) => {
      await admin.deleteAgendaItem(callerOf(request), params.id);
      return done;
    });
    route(app, getNextItemNumber, ({ params, request }) =>
      admin.nextNumber(callerOf(request), params.id, params.parentId),
    );
    // A session's document reads its whole agenda and every comment: counted as an export (decision 0026).
    route(app, exportSessionData, ({ body, request }) => dossier.export(callerOf(request), body), {
      limit: (request: FastifyRequest) => limitWrite('export', request, { staff: false }),
    });

    // Public
    route(app, searchPublicSessions, ({ body, tenant, request }) =>
      publicSessions.search(principalOf(request), tenant.municipalityId, body),
    );
    route(app, getLatestSessions, ({ params, tenant, request }) =>
      publicSessions.latest(principalOf(request), tenant.municipalityId, params.languageId),
    );
    route(app, getPublicSession, ({ params, tenant, request }) =>
      publicSessions.details(principalOf(request), tenant.municipalityId, params.id, params.languageId),
    );
    route(app, getPublicAgendaItem, ({ params, tenant, request }) =>
      publicSessions.agendaItem(principalOf(request), tenant.municipalityId, params.id, params.languageId),
    );
    route(app, getSessionStatistics, ({ body, tenant, request }) =>
      statistics.statistics(principalOf(request), tenant.municipalityId, body),
    );
    // No write limit: the votes table holds one vote per citizen per item, whatever arrives.
    route(app, voteOnAgendaItem, ({ body, request }) => publicSessions.vote(callerOf(request), body));
    route(app, downloadPublicSessionDocument, ({ params, tenant, request }) =>
      publicSessions.file(principalOf(request), tenant.municipalityId, params.id),
    );
    // The feed is the same for every caller: a subscribed calendar app is signed out.
    route(app, getSessionsCalendar, ({ params, tenant }) =>
      calendar.feed(tenant.municipalityId, params.languageId),
    );
    route(app, getSessionCalendarEvent, ({ params, tenant, request }) =>
      calendar.event(principalOf(request), tenant.municipalityId, params.id, params.languageId),
    );
    route(
      app,
      uploadPublicSessionFile,
      ({ body, request }) => publicSessions.uploadCommentFile(callerOf(request), body),
      limited('upload'),
    );

    // Comments: the citizens' calls and the staff's, over the platform's discussions.
    const staffCheck = (p: Principal, subject: DiscussionSubject) => async (c: CommentOf) => {
      const found =
        subject === sessionDiscussion
          ? await repo.findSession(db, p.municipalityId, c.subjectId)
          : await repo.findAgendaItem(db, p.municipalityId, c.subjectId);
      if (!found) throw notFound();
      return 'staff' as const;
    };
    const staffHandlers = (subject: DiscussionSubject) => ({
      list: async (p: Principal, id: number) => {
        await staffCheck(p, subject)({ subjectId: id, active: true, inappropriate: false });
        return (
          await discussions.list(
            subject,
            { municipalityId: p.municipalityId, subjectId: id },
            { reader: 'staff' },
          )
        ).items;
      },
      files: async (p: Principal, commentId: number) => {
        const comment = await discussions.comment(
          subject,
          { municipalityId: p.municipalityId, commentId },
          staffCheck(p, subject),
        );
        return comment?.files ?? [];
      },
      upload: (p: Principal, file: Parameters<typeof publicSessions.uploadCommentFile>[1]) =>
        publicSessions.uploadCommentFile(p, file),
      moderate: async (
        p: Principal,
        commentId: number,
        values: { active: boolean } | { inappropriate: boolean },
      ) => {
        const where = { municipalityId: p.municipalityId, commentId };
        if ('active' in values)
          await discussions.setActive(subject, where, values.active, staffCheck(p, subject));
        else await discussions.setInappropriate(subject, where, values.inappropriate, staffCheck(p, subject));
      },
    });
    discussionRoutes(
      app,
      sessionComments,
      {
        ...staffHandlers(sessionDiscussion),
        add: (p, body) => publicSessions.commentOnSession(p, body),
        addStaff: async (p, body) => {
          await staffCheck(
            p,
            sessionDiscussion,
          )({ subjectId: body.sessionId, active: true, inappropriate: false });
          return discussions.add(
            { municipalityId: p.municipalityId, userId: p.userId },
            sessionDiscussion,
            body.sessionId,
            body,
            { byStaff: true },
          );
        },
      },
      { comment: limited('comment'), upload: limited('upload') },
    );
    discussionRoutes(
      app,
      agendaComments,
      {
        ...staffHandlers(agendaDiscussion),
        add: (p, body) => publicSessions.commentOnItem(p, body),
        addStaff: async (p, body) => {
          await staffCheck(
            p,
            agendaDiscussion,
          )({ subjectId: body.agendaItemId, active: true, inappropriate: false });
          return discussions.add(
            { municipalityId: p.municipalityId, userId: p.userId },
            agendaDiscussion,
            body.agendaItemId,
            body,
            { byStaff: true },
          );
        },
      },
      { comment: limited('comment'), upload: limited('upload') },
    );
  },

  seedDemo: seedDemoSessions,
});
