import {
  Profile,
  type SessionDetails,
  type SessionListItem,
  type SessionSave,
  type SessionSearch,
  sessionsPages,
  type UploadedAttachment,
  type UploadedFile,
} from '@portal/contracts';
import type { z } from 'zod';
import type { StagedUpload } from '../../platform/attachments/attachments';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest } from '../../platform/errors';
import { completeTranslation } from '../../platform/records';
import { removeVotes } from '../../platform/votes/votes';
import { createSessionAgenda } from './sessions-agenda.service';
import { createSessionsCore, ownerOf, type SessionDeps } from './sessions.core';
import {
  agendaDiscussion,
  agendaItemVote,
  SESSION_PUBLISHED_KIND,
  sessionAttachmentKinds,
  sessionDiscussion,
  sessionPublishedMessage,
} from './sessions.declarations';
import { commentFileOf, documentOf, filesByItem, inLanguage } from './sessions.present';
import * as repo from './sessions.repository';

type SavedSession = z.output<typeof SessionSave>;
type SearchInput = z.output<typeof SessionSearch>;

export const uploadedOf = (row: StagedUpload): UploadedAttachment => ({
  fileId: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
});

/**
 * The administration of council sessions (decision 0027): administrators and office staff
 * search, create, change and delete sessions, edit their agendas by data status, keep their
 * documents and tell the recipients of kind 6 about a published session.
 */
export function createSessionAdmin(deps: SessionDeps) {
  const { db, attachments, discussions } = deps;

  const core = createSessionsCore(deps);
  const { removeStored, load, activityOf, takeFiles } = core;
  const agendas = createSessionAgenda(deps, core);
  async function details(p: Principal, id: number): Promise<SessionDetails> {
    const session = await load(p, id);
    const [files, activity] = await Promise.all([
      repo.listSessionFiles(db, p.municipalityId, [id]),
      activityOf(p.municipalityId, [id]),
    ]);
    const totals = activity.bySession.get(id)!;
    return {
      id: session.id,
      title: session.title,
      description: session.description,
      place: session.place,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      statusId: session.statusId,
      privilegeId: session.privilegeId,
      votingEnabled: session.votingEnabled,
      commentingEnabled: session.commentingEnabled,
      published: session.published,
      firstPublishedAt: session.firstPublishedAt?.toISOString() ?? null,
      convocationId: session.convocationId,
      documents: (filesByItem(files).get(null) ?? []).map(documentOf),
      agendaItemCount: activity.agenda.length,
      commentCount: totals.comments,
      voteCount: totals.votes,
    };
  }

  /** Tells kind 6's recipients of a published session, in `tx`; answers how many were told. */
  async function tellPublished(tx: Db, session: repo.SessionRow): Promise<number> {
    const when = new Intl.DateTimeFormat('bs-BA', {
      timeZone: 'Europe/Sarajevo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(session.startsAt);
    const result = await deps.notify.notify(tx, {
      kind: SESSION_PUBLISHED_KIND,
      municipalityId: session.municipalityId,
      template: sessionPublishedMessage,
      values: { title: session.title, when, place: session.place },
      link: sessionsPages.details.to({ id: session.id }),
    });
    return result.recipients;
  }

  async function assertConvocation(tx: Db, p: Principal, convocationId: number): Promise<void> {
    const found = await repo.findConvocation(tx, p.municipalityId, convocationId);
    if (!found || !found.isCurrent || !found.active)
      throw badRequest('convocation_not_current_or_inactive', 'convocationId');
  }

  async function save(p: Principal, input: SavedSession): Promise<SessionDetails> {
    const { keys, id } = await inTransaction(db, async (tx) => {
      const existing = input.id === 0 ? null : await load(p, input.id, tx, true);
      // A new session takes only the current active convocation; a kept one may stay in its own.
      if (!existing || existing.convocationId !== input.convocationId)
        await assertConvocation(tx, p, input.convocationId);
      const values = {
        title: completeTranslation(input.title),
        description: completeTranslation(input.description),
        place: input.place,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        statusId: input.statusId,
        privilegeId: input.privilegeId,
        votingEnabled: input.votingEnabled,
        commentingEnabled: input.commentingEnabled,
        published: input.published,
        convocationId: input.convocationId,
      };
      const firstPublication = input.published && !existing?.firstPublishedAt;
      const publishedAt = firstPublication ? { firstPublishedAt: new Date() } : {};
      let id: number;
      if (existing) {
        id = existing.id;
        await repo.updateSession(tx, p.municipalityId, id, { ...values, ...publishedAt });
      } else {
        id = await repo.insertSession(tx, {
          ...values,
          ...publishedAt,
          municipalityId: p.municipalityId,
          createdBy: p.userId,
        });
      }
      const keys = await repo.deleteSessionFiles(tx, {
        sessionId: id,
        agendaItemId: null,
        ids: input.removedDocumentIds,
      });
      await takeFiles(
        tx,
        p,
        { sessionId: id, agendaItemId: null },
        {
          documents: input.documentIds,
          additional: input.additionalIds,
        },
      );
      // Published for the first time: kind 6 goes out with the save, or neither does.
      if (firstPublication) await tellPublished(tx, (await repo.findSession(tx, p.municipalityId, id))!);
      return { keys, id };
    });
    await removeStored(keys);
    return details(p, id);
  }

  async function remove(p: Principal, input: { id: number; force: boolean }): Promise<void> {
    const session = await load(p, input.id);
    const activity = await activityOf(p.municipalityId, [session.id]);
    const totals = activity.bySession.get(session.id)!;
    const administrator = p.profileId === Profile.Administrator;
    if ((totals.votes > 0 || totals.comments > 0) && !(input.force && administrator))
      throw badRequest('deletion_not_possible');
    const keys = await inTransaction(db, async (tx) => {
      const itemIds = activity.agenda.map((a) => a.id);
      await removeVotes(tx, agendaItemVote, { municipalityId: p.municipalityId, subjectIds: itemIds });
      const commentKeys = [
        ...(await discussions.remove(tx, agendaDiscussion, {
          municipalityId: p.municipalityId,
          subjectIds: itemIds,
        })),
        ...(await discussions.remove(tx, sessionDiscussion, {
          municipalityId: p.municipalityId,
          subjectIds: [session.id],
        })),
      ];
      const fileKeys = await repo.sessionFileKeys(tx, session.id);
      await repo.deleteSessionRow(tx, p.municipalityId, session.id);
      return [...commentKeys, ...fileKeys];
    });
    await removeStored(keys);
  }

  async function notifyUpdated(p: Principal, sessionId: number): Promise<{ recipients: number }> {
    const session = await load(p, sessionId);
    if (!session.published) throw badRequest('session_not_published');
    const recipients = await inTransaction(db, (tx) => tellPublished(tx, session));
    return { recipients };
  }

  async function search(p: Principal, body: SearchInput) {
    const { rows, totalCount } = await repo.searchSessions(
      db,
      {
        municipalityId: p.municipalityId,
        text: body.text,
        fromDay: body.dateFrom,
        toDay: body.dateTo,
        statusId: body.statusId,
        convocationId: body.convocationId,
      },
      { number: body.pageNumber, size: body.pageSize },
      // As the session's details count them: every comment (staff read them all), every vote.
      { reader: 'staff', votes: true },
    );
    const items: SessionListItem[] = rows.map((r) => ({
      id: r.id,
      title: inLanguage(r.title, body.languageId),
      place: r.place,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      statusId: r.statusId,
      privilegeId: r.privilegeId,
      published: r.published,
      votingEnabled: r.votingEnabled,
      commentingEnabled: r.commentingEnabled,
      convocationId: r.convocationId,
      convocationName: inLanguage(r.convocationName, body.languageId),
      agendaItemCount: r.agendaItemCount,
      commentCount: r.commentCount,
      voteCount: r.voteCount ?? 0,
    }));
    return { items, totalCount };
  }

  return {
    search,
    details,
    save,
    remove,
    notifyUpdated,
    ...agendas,
    async upload(p: Principal, file: UploadedFile): Promise<UploadedAttachment> {
      return uploadedOf(await attachments.stage(ownerOf(p), sessionAttachmentKinds.document, file));
    },
    /** A document of any session or agenda item, or a file of any comment on them. */
    async file(p: Principal, id: number) {
      const found = await repo.findSessionFile(db, p.municipalityId, id);
      if (found) return attachments.download(found, async () => undefined);
      const where = { municipalityId: p.municipalityId, fileId: id };
      return commentFileOf((kind) =>
        discussions.file(
          kind === 'session' ? sessionDiscussion : agendaDiscussion,
          where,
          async () => 'staff',
        ),
      );
    },
  };
}

export type SessionAdmin = ReturnType<typeof createSessionAdmin>;
