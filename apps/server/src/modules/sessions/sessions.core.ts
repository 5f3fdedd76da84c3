import type { Attachments } from '../../platform/attachments/attachments';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import type { Discussions } from '../../platform/discussions/discussions';
import { badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { Notify } from '../../platform/notify/notify';
import { counts } from '../../platform/votes/votes';
import {
  agendaDiscussion,
  agendaItemVote,
  sessionAttachmentKinds,
  sessionDiscussion,
} from './sessions.declarations';
import * as repo from './sessions.repository';

export type SessionDeps = {
  db: Db;
  storage: FileStorage;
  attachments: Attachments;
  discussions: Discussions;
  notify: Notify;
  log: { warn(obj: unknown, msg: string): void };
};

export const ownerOf = (p: Principal) => ({ municipalityId: p.municipalityId, userId: p.userId });

/** What the administration's use cases share: loading a session, its activity, its files. */
export function createSessionsCore(deps: SessionDeps) {
  const { db, storage, attachments, discussions } = deps;

  const removeStored = async (keys: readonly string[]) => {
    await Promise.all(
      keys.map((key) =>
        storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'session file not removed')),
      ),
    );
  };

  async function load(p: Principal, id: number, tx: Db = db, lock = false) {
    const session = await repo.findSession(tx, p.municipalityId, id, { lock });
    if (!session) throw notFound();
    return session;
  }

  /** Votes and staff-visible comments of a session and its agenda items. */
  async function activityOf(municipalityId: number, sessionIds: readonly number[], tx: Db = db) {
    const agenda = await repo.listAgenda(tx, municipalityId, sessionIds);
    const itemIds = agenda.map((a) => a.id);
    // One after the other: within a transaction there is one connection to ask.
    const votes = await counts(tx, agendaItemVote, { municipalityId, subjectIds: itemIds });
    const itemComments = await discussions.counts(
      agendaDiscussion,
      { municipalityId, subjectIds: itemIds },
      { reader: 'staff', tx },
    );
    const sessionComments = await discussions.counts(
      sessionDiscussion,
      { municipalityId, subjectIds: sessionIds },
      { reader: 'staff', tx },
    );
    const bySession = new Map(
      sessionIds.map((id) => [id, { votes: 0, comments: sessionComments.get(id) ?? 0 }]),
    );
    for (const item of agenda) {
      const entry = bySession.get(item.sessionId)!;
      const tally = votes.get(item.id)!;
      entry.votes += tally.for + tally.against + tally.abstained + tally.absent;
      entry.comments += itemComments.get(item.id) ?? 0;
    }
    return { agenda, votes, itemComments, bySession };
  }

  async function takeFiles(
    tx: Db,
    p: Principal,
    target: { sessionId: number; agendaItemId: number | null },
    ids: { documents: readonly string[]; additional?: readonly string[] },
  ): Promise<void> {
    const rows: Parameters<typeof repo.insertSessionFiles>[1] = [];
    for (const [additional, list] of [
      [false, ids.documents],
      [true, ids.additional ?? []],
    ] as const) {
      const taken = await attachments.take(tx, ownerOf(p), sessionAttachmentKinds.document, list);
      if (taken.length < new Set(list).size) throw badRequest('document_not_found_or_invalid', 'documentIds');
      taken.forEach((u, i) =>
        rows.push({
          municipalityId: p.municipalityId,
          sessionId: target.sessionId,
          agendaItemId: target.agendaItemId,
          additional,
          storageKey: u.storageKey,
          fileName: u.fileName,
          contentType: u.contentType,
          size: u.size,
          sortOrder: i,
        }),
      );
    }
    await repo.insertSessionFiles(tx, rows);
  }

  return { removeStored, load, activityOf, takeFiles };
}

export type SessionsCore = ReturnType<typeof createSessionsCore>;
