import type { ComplaintAnswer, ComplaintReference, FollowState, LanguageKey } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, badRequest, notFound, tooManyRequests } from '../../platform/errors';
import { addressKey, type Limiter } from '../../platform/limiter';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { publicAccess } from './complaints.policy';
import { numberOf } from './complaints.present';
import type { ComplaintRow } from './complaints.repository';
import {
  addFollower,
  followerCounts,
  isFollowing,
  removeFollower,
  removeFollowerByToken,
} from './complaints-followers.repository';
import { complaintTimeline } from './complaints-timeline';

// Following a complaint (issue 18): follow and unfollow by a signed-in person, the one-click
// unfollow of an e-mail's link, and what the details answer of it.

/** One-click unfollows per client address and minute: a person clicks a few, a guesser is slowed down. */
const UNFOLLOWS_PER_MINUTE = 30;

async function stateOf(db: Db, complaintId: number, userId: number | null): Promise<FollowState> {
  const [following, counts] = await Promise.all([
    userId === null ? false : isFollowing(db, complaintId, userId),
    followerCounts(db, [complaintId]),
  ]);
  return { following, followerCount: counts.get(complaintId) ?? 0 };
}

/**
 * What the details of a complaint say of following it: the timeline (internal notes never;
 * being found inappropriate only to its reporter and staff), whether the caller follows it,
 * how many do, and the report it was merged into.
 */
export async function followingOf(
  db: Db,
  row: ComplaintRow,
  options: {
    /** The answers, or their read still under way (the history is read meanwhile). */
    answers: readonly ComplaintAnswer[] | Promise<readonly ComplaintAnswer[]>;
    language: LanguageKey;
    principal: Principal | null;
    staff: boolean;
    /** Whether the reader follows it and how many do, when read already (the details read it with the photos). */
    state?: Promise<FollowState>;
  },
): Promise<{
  timeline: Awaited<ReturnType<typeof complaintTimeline>>;
  following: boolean;
  followerCount: number;
  mergedInto: ComplaintReference | null;
}> {
  const mine = options.principal?.userId === row.userId;
  const reader = options.staff ? 'staff' : mine ? 'owner' : 'public';
  const [timeline, state] = await Promise.all([
    complaintTimeline(db, row, { answers: options.answers, reader, language: options.language }),
    options.state ?? stateOf(db, row.id, options.principal?.userId ?? null),
  ]);
  // The merge's history row names the survivor with its number (MergeComplaint writes both together).
  const merge = [...timeline]
    .reverse()
    .find((e) => e.kind === 'mergedInto' && e.related !== null && e.related.id === row.mergedIntoId);
  const { following, followerCount } = state;
  return { timeline, following, followerCount, mergedInto: merge?.related ?? null };
}

/** The follow, unfollow and one-click unfollow use cases. */
export function createComplaintFollowing(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db } = deps;

  /** The complaint if the caller may see it: as its details, a hidden one is 404, an inappropriate one 410. */
  async function seen(principal: Principal, id: number): Promise<ComplaintRow> {
    const row = await core.load(principal.municipalityId, id);
    if (!row) throw notFound();
    const access = publicAccess(row, principal, await core.scope(principal));
    if (access === 'hidden') throw notFound();
    if (access === 'gone') throw new AppError(410, 'complaint_hidden_inappropriate', 'complaint');
    return row;
  }

  return {
    async follow(principal: Principal, complaintId: number): Promise<FollowState> {
      const row = await seen(principal, complaintId);
      await inTransaction(db, (tx) => addFollower(tx, row.id, principal.userId));
      return stateOf(db, row.id, principal.userId);
    },

    async unfollow(principal: Principal, complaintId: number): Promise<FollowState> {
      const row = await seen(principal, complaintId);
      await inTransaction(db, (tx) => removeFollower(tx, row.id, principal.userId));
      return stateOf(db, row.id, principal.userId);
    },

    /**
     * The one-click unfollow of an e-mail's link: the follower its token names stops following.
     * A token used before, never given, or of another municipality's complaint is refused alike,
     * and nothing is removed.
     */
    async unfollowByToken(municipalityId: number, token: string) {
      return inTransaction(db, async (tx) => {
        const removed = await removeFollowerByToken(tx, token);
        const row = removed ? await core.load(municipalityId, removed.complaintId, tx) : null;
        // Thrown inside the transaction: another municipality's follower stays.
        if (!row) throw badRequest('unfollow_link_not_valid', 'token');
        return { complaintId: row.id, number: numberOf(row) };
      });
    },

    /** The route's limit of one-click unfollows per client address. */
    limitUnfollows(limiter: Limiter) {
      return async (request: FastifyRequest) => {
        const state = await limiter.hit(`unfollow:address:${addressKey(request.ip)}`, {
          max: UNFOLLOWS_PER_MINUTE,
          windowMs: 60_000,
        });
        if (!state.allowed) throw tooManyRequests({ retryAfterMs: state.retryAfterMs });
      };
    },
  };
}
