import {
  type AgendaVoteChoice,
  LATEST_SESSIONS,
  mayVoteOnAgenda,
  ParticipationParameter,
  privilegesVisibleTo,
  Profile,
  type PublicAgendaItem,
  type PublicAgendaItemDetails,
  type PublicSessionDetails,
  type PublicSessionListItem,
  type PublicSessionSearch,
  SessionStatus,
  sessionModerationAccess,
  mayCall,
  type UploadedAttachment,
  type UploadedFile,
  type VoteTally,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Attachments } from '../../platform/attachments/attachments';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import type { CommentOf, Discussions, Reader } from '../../platform/discussions/discussions';
import { badRequest, notFound } from '../../platform/errors';
import { cast, counts, ownVotes } from '../../platform/votes/votes';
import { isParticipationOn } from '../system-parameters';
import {
  agendaDiscussion,
  agendaItemVote,
  sessionAttachmentKinds,
  sessionDiscussion,
} from './sessions.declarations';
import { commentFileOf, councilOf, documentOf, filesByItem, inLanguage, noVotes } from './sessions.present';
import * as repo from './sessions.repository';
import { uploadedOf } from './sessions.service';

type Deps = { db: Db; attachments: Attachments; discussions: Discussions };
type Search = z.output<typeof PublicSessionSearch>;

const ownerOf = (p: Principal) => ({ municipalityId: p.municipalityId, userId: p.userId });

/** Staff who moderate sessions read every comment; everyone else the public's view. */
const readerOf = (p: Principal | null): Reader =>
  p && mayCall(sessionModerationAccess, p) ? 'staff' : 'public';

/**
 * Council sessions as the public meets them (decision 0027): published sessions the viewer's
 * profile may see by the session's access right, their agenda with citizens' votes and the
 * council's decision, comments, and one vote per citizen per item while voting is open.
 */
export function createPublicSessions(deps: Deps) {
  const { db, attachments, discussions } = deps;

  /** The session if the viewer may see it in public; 404 otherwise, never saying which. */
  async function visible(p: Principal | null, municipalityId: number, id: number) {
    const session = await repo.findSession(db, municipalityId, id);
    if (
      !session ||
      !session.published ||
      !privilegesVisibleTo(p?.profileId ?? null).includes(session.privilegeId)
    )
      throw notFound();
    return session;
  }

  const votingOpen = (s: repo.SessionRow) => s.statusId === SessionStatus.Active && s.votingEnabled;

  async function list(p: Principal | null, municipalityId: number, body: Search | null, languageId: number) {
    const filter = {
      municipalityId,
      publicPrivileges: privilegesVisibleTo(p?.profileId ?? null),
      when: body?.when ?? 'all',
      convocationId: body?.convocationId,
      fromDay: body?.dateFrom,
      toDay: body?.dateTo,
    } as const;
    const { rows, totalCount } = await repo.searchSessions(
      db,
      filter,
      body ? { number: body.pageNumber, size: body.pageSize } : { number: 1, size: LATEST_SESSIONS },
      { reader: readerOf(p), votes: false },
    );
    return {
      items: rows.map((r): PublicSessionListItem => ({
        id: r.id,
        title: inLanguage(r.title, languageId),
        place: r.place,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        statusId: r.statusId,
        convocationName: inLanguage(r.convocationName, languageId),
        agendaItemCount: r.agendaItemCount,
        commentCount: r.commentCount,
        votingOpen: votingOpen(r),
      })),
      totalCount,
    };
  }

  /**
   * The agenda of a session as the public reads it, with the viewer's own votes, and the
   * session's files (its own documents and its items'), read once for both.
   */
  async function agendaOf(
    p: Principal | null,
    session: repo.SessionRow,
    languageId: number,
  ): Promise<{ agenda: PublicAgendaItem[]; files: repo.SessionFileRow[] }> {
    const municipalityId = session.municipalityId;
    const [agenda, files] = await Promise.all([
      repo.listAgenda(db, municipalityId, [session.id]),
      repo.listSessionFiles(db, municipalityId, [session.id]),
    ]);
    const ids = agenda.map((a) => a.id);
    const [tallies, mine, comments] = await Promise.all([
      counts(db, agendaItemVote, { municipalityId, subjectIds: ids }),
      p ? ownVotes(db, agendaItemVote, { municipalityId, subjectIds: ids, voterId: p.userId }) : new Map(),
      discussions.counts(agendaDiscussion, { municipalityId, subjectIds: ids }, { reader: readerOf(p) }),
    ]);
    const byItem = filesByItem(files);
    const items = agenda.map((item) => ({
      id: item.id,
      parentId: item.parentId,
      ordinalNumber: item.ordinalNumber,
      subNumber: item.subNumber,
      name: inLanguage(item.name, languageId),
      description: inLanguage(item.description, languageId),
      statusId: item.statusId,
      documents: (byItem.get(item.id) ?? []).map(documentOf),
      votes: (tallies.get(item.id) as VoteTally | undefined) ?? noVotes(),
      myVote: (mine.get(item.id) as AgendaVoteChoice | undefined) ?? null,
      commentCount: comments.get(item.id) ?? 0,
      council: councilOf(item),
    }));
    return { agenda: items, files };
  }

  function head(
    session: repo.SessionRow & { convocationName: repo.SessionListRow['convocationName'] },
    languageId: number,
  ) {
    return {
      id: session.id,
      title: inLanguage(session.title, languageId),
      description: inLanguage(session.description, languageId),
      place: session.place,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      statusId: session.statusId,
      convocationName: inLanguage(session.convocationName, languageId),
      votingEnabled: session.votingEnabled,
      commentingEnabled: session.commentingEnabled,
      votingOpen: votingOpen(session),
    };
  }

  async function commentsOf(
    p: Principal | null,
    subject: typeof sessionDiscussion,
    municipalityId: number,
    subjectId: number,
  ) {
    const { items } = await discussions.list(subject, { municipalityId, subjectId }, { reader: readerOf(p) });
    return items;
  }

  /** The item and its session, if the viewer may see them. */
  async function itemFor(p: Principal | null, municipalityId: number, itemId: number) {
    const item = await repo.findAgendaItem(db, municipalityId, itemId);
    if (!item) throw notFound();
    const session = await visible(p, municipalityId, item.sessionId);
    return { item, session };
  }

  /** A comment's subject is checked as the public reads it: a session or an item the viewer may see. */
  const checkSession = (p: Principal | null, municipalityId: number) => async (c: CommentOf) => {
    await visible(p, municipalityId, c.subjectId);
    return readerOf(p);
  };
  const checkItem = (p: Principal | null, municipalityId: number) => async (c: CommentOf) => {
    await itemFor(p, municipalityId, c.subjectId);
    return readerOf(p);
  };

  /** The municipality's system parameter: anonymous citizens vote on agenda items too (default off). */
  const anonymousVoting = (municipalityId: number) =>
    isParticipationOn(db, municipalityId, ParticipationParameter.AnonymousAgendaVoting);

  async function assertCommenting(session: repo.SessionRow) {
    if (!session.commentingEnabled) throw badRequest('commenting_closed');
  }

  return {
    async search(p: Principal | null, municipalityId: number, body: Search) {
      return list(p, municipalityId, body, body.languageId);
    },

    async latest(p: Principal | null, municipalityId: number, languageId: number) {
      return (await list(p, municipalityId, null, languageId)).items;
    },

    async details(
      p: Principal | null,
      municipalityId: number,
      id: number,
      languageId: number,
    ): Promise<PublicSessionDetails> {
      const session = await visible(p, municipalityId, id);
      const [{ agenda, files }, comments] = await Promise.all([
        agendaOf(p, session, languageId),
        commentsOf(p, sessionDiscussion, municipalityId, id),
      ]);
      return {
        ...head(session, languageId),
        documents: (filesByItem(files).get(null) ?? []).map(documentOf),
        agenda,
        comments,
      };
    },

    async agendaItem(
      p: Principal | null,
      municipalityId: number,
      id: number,
      languageId: number,
    ): Promise<PublicAgendaItemDetails> {
      const { session } = await itemFor(p, municipalityId, id);
      const [{ agenda }, comments, anonymous] = await Promise.all([
        agendaOf(p, session, languageId),
        commentsOf(p, agendaDiscussion, municipalityId, id),
        anonymousVoting(municipalityId),
      ]);
      const item = agenda.find((a) => a.id === id)!;
      return {
        session: head(session, languageId),
        item,
        subItems: agenda.filter((a) => a.parentId === id),
        comments,
        anonymousVoting: anonymous,
      };
    },

    /**
     * One vote per citizen per item, final, while the session is Active with voting enabled.
     * The votes table's key holds it whatever arrives at once; a second is `vote_already_added`.
     * Anonymous citizens vote only where the municipality's system parameter lets them (decision 0027).
     */
    async vote(p: Principal, body: { agendaItemId: number; choice: AgendaVoteChoice }) {
      // The parameter is read only for the anonymous, whom alone it concerns.
      const anonymous = p.profileId === Profile.AnonymousCitizen;
      if (!mayVoteOnAgenda(p.profileId, anonymous && (await anonymousVoting(p.municipalityId))))
        throw badRequest('must_register_to_vote');
      const { session } = await itemFor(p, p.municipalityId, body.agendaItemId);
      if (!votingOpen(session)) throw badRequest('voting_closed');
      const { added } = await inTransaction(db, async (tx) => {
        // The item held while the vote goes in: an agenda save deleting it waits, then counts it.
        const [held] = await repo.lockAgendaItems(
          tx,
          { municipalityId: p.municipalityId, ids: [body.agendaItemId] },
          'share',
        );
        if (held === undefined) throw notFound();
        return cast(tx, agendaItemVote, {
          municipalityId: p.municipalityId,
          subjectId: body.agendaItemId,
          voterId: p.userId,
          choice: body.choice,
        });
      });
      if (!added) throw badRequest('vote_already_added');
      const tally = (
        await counts(db, agendaItemVote, {
          municipalityId: p.municipalityId,
          subjectIds: [body.agendaItemId],
        })
      ).get(body.agendaItemId) as VoteTally;
      return { votes: tally, myVote: body.choice };
    },

    async commentOnSession(p: Principal, body: { sessionId: number; text: string; fileIds: string[] }) {
      const session = await visible(p, p.municipalityId, body.sessionId);
      await assertCommenting(session);
      return discussions.add(ownerOf(p), sessionDiscussion, session.id, body, {
        byStaff: readerOf(p) === 'staff',
      });
    },

    async commentOnItem(p: Principal, body: { agendaItemId: number; text: string; fileIds: string[] }) {
      const { item, session } = await itemFor(p, p.municipalityId, body.agendaItemId);
      await assertCommenting(session);
      return discussions.add(ownerOf(p), agendaDiscussion, item.id, body, {
        byStaff: readerOf(p) === 'staff',
      });
    },

    async uploadCommentFile(p: Principal, file: UploadedFile): Promise<UploadedAttachment> {
      return uploadedOf(await attachments.stage(ownerOf(p), sessionAttachmentKinds.commentFile, file));
    },

    /** A document of a visible session or item, or a file of a comment shown to the viewer. */
    async file(p: Principal | null, municipalityId: number, id: number) {
      const found = await repo.findSessionFile(db, municipalityId, id);
      if (found) {
        return attachments.download(found, async () => {
          await visible(p, municipalityId, found.sessionId);
        });
      }
      const where = { municipalityId, fileId: id };
      return commentFileOf((kind) =>
        kind === 'session'
          ? discussions.file(sessionDiscussion, where, checkSession(p, municipalityId))
          : discussions.file(agendaDiscussion, where, checkItem(p, municipalityId)),
      );
    },
  };
}

export type PublicSessions = ReturnType<typeof createPublicSessions>;
