import {
  type AddNoteRequest,
  type ComplaintHistoryEntry,
  ComplaintEvent,
  ComplaintStatus,
  type MergeRequest,
  mayMoveComplaint,
  refusedMoveMessage,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, badRequest, notFound } from '../../platform/errors';
import { counts, moveVotes, voterIds } from '../../platform/votes/votes';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { inScope, type StaffScope } from './complaints.policy';
import { type ComplaintRow, updateComplaint } from './complaints.repository';
import { complaintSupport } from './complaints.votes';
import { addFollowers, followersOf } from './complaints-followers.repository';
import { notifyFollowers } from './complaints-followers.notify';
import { historyEntryOf } from './complaints-timeline';
import { historyOf, insertHistoryRow, lockComplaints } from './complaints-timeline.repository';

// Staff's internal notes and the merging of duplicate reports (issue 18).

type MergeState = Pick<ComplaintRow, 'statusId' | 'mergedIntoId' | 'inappropriate'>;

/**
 * Why a duplicate may not be merged into a report, field by field, or nothing: neither may be
 * merged already, the duplicate must be able to become Resolved, and the survivor must be open.
 */
function mergeRefusals(duplicate: MergeState, survivor: MergeState) {
  const from = duplicate.statusId as ComplaintStatus;
  return {
    ...(duplicate.mergedIntoId !== null
      ? { complaintId: 'complaint_already_merged' as const }
      : !mayMoveComplaint(from, ComplaintStatus.Resolved)
        ? { complaintId: refusedMoveMessage(from) }
        : {}),
    ...(survivor.mergedIntoId !== null
      ? { intoComplaintId: 'complaint_merge_target_merged' as const }
      : survivor.statusId === ComplaintStatus.Resolved ||
          survivor.statusId === ComplaintStatus.Inappropriate ||
          survivor.inappropriate
        ? { intoComplaintId: 'complaint_merge_target_closed' as const }
        : {}),
  };
}

export function createComplaintMerging(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db } = deps;

  /** The complaint if it is in the caller's scope; outside it, it does not exist (404). */
  async function handled(
    principal: Principal,
    id: number,
  ): Promise<{ row: ComplaintRow; scope: StaffScope }> {
    const [row, scope] = await Promise.all([core.load(principal.municipalityId, id), core.scope(principal)]);
    if (!row || !inScope(scope, row)) throw notFound();
    return { row, scope };
  }

  return {
    /** An internal note in the history, with the complaint's current status and unit; nobody is told. */
    async note(principal: Principal, input: z.output<typeof AddNoteRequest>): Promise<ComplaintHistoryEntry> {
      const { row } = await handled(principal, input.complaintId);
      const written = await inTransaction(db, (tx) =>
        insertHistoryRow(tx, {
          complaintId: row.id,
          statusId: row.statusId,
          organizationalUnitId: row.organizationalUnitId,
          comment: input.text,
          userId: principal.userId,
          event: ComplaintEvent.InternalNote,
          internal: true,
        }),
      );
      const rows = await historyOf(db, row.id, { internal: true });
      return historyEntryOf(
        rows.find((r) => r.entry.id === written.id)!,
        'bs',
      );
    },

    /**
     * Merges a duplicate report into another that the caller also handles, in one transaction:
     * the duplicate becomes Resolved as merged (history event 5, naming the survivor), the
     * survivor records it (event 6), the duplicate's reporter, followers and supporters follow
     * the survivor, its supports move there (a person supporting both keeps one), and they are
     * told. The two rows are locked first, so two merges of the same reports cannot cross.
     */
    async merge(principal: Principal, input: z.output<typeof MergeRequest>): Promise<void> {
      if (input.intoComplaintId === input.complaintId) {
        throw badRequest('complaint_merge_into_itself', 'intoComplaintId');
      }
      const { row: duplicate, scope } = await handled(principal, input.complaintId);
      const target = await core.load(principal.municipalityId, input.intoComplaintId);
      // Like a link (decision 0016): a report outside the caller's scope is not there to pick.
      if (!target || !inScope(scope, target)) throw badRequest('record_not_found', 'intoComplaintId');
      assertNoFieldErrors(mergeRefusals(duplicate, target));
      const municipalityId = principal.municipalityId;

      await inTransaction(db, async (tx) => {
        const locked = await lockComplaints(tx, municipalityId, [duplicate.id, target.id]);
        const now = (id: number) => locked.find((r) => r.id === id)!;
        assertNoFieldErrors(mergeRefusals(now(duplicate.id), now(target.id)));

        await updateComplaint(tx, duplicate.id, {
          statusId: ComplaintStatus.Resolved,
          mergedIntoId: target.id,
          dateResolved: new Date(),
          inappropriate: false,
        });
        const merge = { comment: input.comment, userId: principal.userId };
        await insertHistoryRow(tx, {
          ...merge,
          complaintId: duplicate.id,
          statusId: ComplaintStatus.Resolved,
          organizationalUnitId: duplicate.organizationalUnitId,
          event: ComplaintEvent.MergedInto,
          relatedComplaintId: target.id,
        });
        await insertHistoryRow(tx, {
          ...merge,
          complaintId: target.id,
          statusId: now(target.id).statusId,
          organizationalUnitId: target.organizationalUnitId,
          event: ComplaintEvent.MergedFrom,
          relatedComplaintId: duplicate.id,
        });

        const where = { municipalityId };
        const followers = await followersOf(tx, duplicate.id);
        const supporters = await voterIds(tx, complaintSupport, { ...where, subjectId: duplicate.id });
        const people = new Set([duplicate.userId, ...followers.map((f) => f.userId), ...supporters]);
        await addFollowers(tx, target.id, [...people]);
        await moveVotes(tx, complaintSupport, { ...where, fromId: duplicate.id, toId: target.id });
        const supports = await counts(tx, complaintSupport, { ...where, subjectIds: [target.id] });
        await updateComplaint(tx, duplicate.id, { supportCount: 0 });
        await updateComplaint(tx, target.id, { supportCount: supports.get(target.id)?.support ?? 0 });

        const merged = await core.load(municipalityId, duplicate.id, tx);
        const survivor = await core.load(municipalityId, target.id, tx);
        await notifyFollowers(
          deps.notify,
          tx,
          merged!,
          { kind: 'merged', text: input.comment, into: survivor!, people },
          principal.userId,
        );
      });
    },
  };
}

export type ComplaintMerging = ReturnType<typeof createComplaintMerging>;
