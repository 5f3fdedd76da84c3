import {
  buildPath,
  ComplaintParameter,
  getComplaintThumbnail,
  languageKeyById,
  NEARBY_COMPLAINTS_MAX,
  type NearbyComplaint,
  type NearbyRequest,
  openForSupport,
  Profile,
  SUPPORT_RESOLVED_DAYS,
  type SupportState,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { cast, ownVotes, withdraw } from '../../platform/votes/votes';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { nameIn, numberOf } from './complaints.present';
import { complaintSupport } from './complaints.votes';
import { addFollower, isFollowing } from './complaints-followers.repository';
import { holdForSupport, moveSupportCount, nearbyComplaints } from './complaints-nearby.repository';

const DAY_MS = 86_400_000;

type Held = NonNullable<Awaited<ReturnType<typeof holdForSupport>>>;

/**
 * "Is it already reported?" before a citizen writes (issue 18): public reports of the category
 * near the pin, and supports ("this is my problem too") through the platform's votes
 * (decision 0019), each of which makes the supporter a follower. complaint.support_count moves
 * with the votes in the same transaction, so staff can sort by it.
 */
export function createComplaintSupports(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db } = deps;

  /** Supports are people's with an account: an anonymous one cannot be told of updates and costs a click. */
  function assertSupporter(principal: Principal) {
    if (principal.profileId === Profile.AnonymousCitizen) throw badRequest('must_register_to_support');
  }

  /** The complaint on the public side: a hidden one does not exist (404), an inappropriate one is gone (410). */
  function assertPublic(row: Held | null, principal: Principal): asserts row is Held {
    if (!row || !row.visible) throw notFound('record_not_found', 'complaintId');
    if (row.inappropriate) throw new AppError(410, 'complaint_hidden_inappropriate', 'complaintId');
    if (row.userId === principal.userId) throw badRequest('complaint_support_own', 'complaintId');
  }

  async function state(principal: Principal, complaintId: number, supportCount: number, supported: boolean) {
    return {
      complaintId,
      supportCount,
      supportedByMe: supported,
      following: await isFollowing(db, complaintId, principal.userId),
    } satisfies SupportState;
  }

  return {
    async nearby(
      principal: Principal | null,
      municipalityId: number,
      request: z.output<typeof NearbyRequest>,
    ): Promise<{ distanceMeters: number; items: NearbyComplaint[] }> {
      const meters = (await core.parameters(municipalityId))[ComplaintParameter.NearbyDistanceMeters]!;
      const rows = await nearbyComplaints(db, {
        municipalityId,
        latitude: request.latitude,
        longitude: request.longitude,
        categoryId: request.categoryId,
        meters,
        resolvedSince: new Date(Date.now() - SUPPORT_RESOLVED_DAYS * DAY_MS),
        limit: NEARBY_COMPLAINTS_MAX,
      });
      const mine = principal
        ? await ownVotes(db, complaintSupport, {
            municipalityId,
            subjectIds: rows.map((r) => r.id),
            voterId: principal.userId,
          })
        : new Map<number, 'support'>();
      const language = languageKeyById[request.languageId];
      return {
        distanceMeters: meters,
        items: rows.map((r) => ({
          id: r.id,
          number: numberOf(r),
          title: r.title,
          categoryName: nameIn(r.categoryName, language) ?? '',
          statusId: r.statusId,
          address: r.address,
          distanceMeters: Math.round(r.distance),
          dateCreated: r.dateCreated.toISOString(),
          dateResolved: r.dateResolved?.toISOString() ?? null,
          thumbnailUrl: r.imageId === null ? null : buildPath(getComplaintThumbnail.path, { id: r.imageId }),
          supportCount: r.supportCount,
          supportedByMe: mine.has(r.id),
          mine: principal?.userId === r.userId,
        })),
      };
    },

    /**
     * Supports a public report that is open or recently resolved and not merged, once per
     * person: the vote's key decides between clicks sent together, the count moves only when
     * a vote was added, and the supporter follows the report (from then on, as its reporter does).
     */
    async support(principal: Principal, complaintId: number): Promise<SupportState> {
      assertSupporter(principal);
      const count = await inTransaction(db, async (tx) => {
        const row = await holdForSupport(tx, principal.municipalityId, complaintId);
        assertPublic(row, principal);
        if (row.mergedIntoId !== null || !openForSupport(row))
          throw badRequest('complaint_support_closed', 'complaintId');
        const { added } = await cast(tx, complaintSupport, {
          municipalityId: row.municipalityId,
          subjectId: row.id,
          voterId: principal.userId,
          choice: 'support',
        });
        if (!added) return row.supportCount;
        await addFollower(tx, row.id, principal.userId);
        return moveSupportCount(tx, row.id, 1);
      });
      return state(principal, complaintId, count, true);
    },

    /**
     * Takes a support back, on any public report (a person may always withdraw what they gave);
     * the count moves only when a vote was removed. The supporter keeps following until they
     * unfollow: they asked to be told, and withdrawing is not unfollowing.
     */
    async withdraw(principal: Principal, complaintId: number): Promise<SupportState> {
      assertSupporter(principal);
      const count = await inTransaction(db, async (tx) => {
        const row = await holdForSupport(tx, principal.municipalityId, complaintId);
        assertPublic(row, principal);
        const { removed } = await withdraw(tx, complaintSupport, {
          municipalityId: row.municipalityId,
          subjectId: row.id,
          voterId: principal.userId,
        });
        return removed ? moveSupportCount(tx, row.id, -1) : row.supportCount;
      });
      return state(principal, complaintId, count, false);
    },
  };
}

export type ComplaintSupports = ReturnType<typeof createComplaintSupports>;
