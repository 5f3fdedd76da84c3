import {
  type AnswerRequest,
  type AssignRequest,
  type ChangeStatusRequest,
  complaintTransitions,
  ComplaintStatus,
  type ComplaintLink,
  type LanguageId,
  languageKeyById,
  type LinkRequest,
  mayMoveComplaint,
  refusedMoveMessage,
  type StaffComplaintDetails,
  type StaffComplaintSearch,
  type UpdateComplaint,
  type UpdateComplaintLocation,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import type { CommentOf, Reader } from '../../platform/discussions/discussions';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { FileResult } from '../../platform/http';
import { databaseError, UNIQUE_VIOLATION } from '../../platform/records';
import { removeVotes } from '../../platform/votes/votes';
import { complaintSupport } from './complaints.votes';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { kindForStatus, notifyStaff } from './complaints.notifications';
import { followerChangeOf, notifyFollowers } from './complaints-followers.notify';
import { staffHistory } from './complaints-timeline';
import { setDueAt } from './complaints-deadline.repository';
import { inScope, mayAssignTo, type StaffScope } from './complaints.policy';
import { fullName } from '../../platform/people';
import { imageOf, nameIn, numberOf, staffListItem } from './complaints.present';
import {
  categoryExists,
  type ComplaintConditions,
  type ComplaintRow,
  deleteAnswerFile,
  deleteComplaint,
  deleteLink,
  findAnswerFile,
  findFile,
  findLink,
  findUnit,
  insertAnswer,
  insertAnswerFiles,
  insertHistory,
  insertLink,
  listImages,
  listLinks,
  listUnits,
  searchComplaints,
  updateComplaint,
} from './complaints.repository';
import { type Complaints, filterOf } from './complaints.service';
import { queueCondition } from './complaints-work-queue.service';

type Search = z.output<typeof StaffComplaintSearch>;

/** "154/2026" or "154": the number staff search by. */
function parseNumber(text: string | undefined): { sequence?: number; year?: number } | null {
  if (!text) return {};
  const match = /^\s*(\d{1,9})\s*(?:\/\s*(\d{4}))?\s*$/.exec(text);
  if (!match) return null;
  return { sequence: Number(match[1]), ...(match[2] ? { year: Number(match[2]) } : {}) };
}

/** The staff side of complaints (ComplaintConfiguration): every use case checks the caller's scope first. */
export function createStaffComplaints(deps: ComplaintsDeps, core: ComplaintsCore, complaints: Complaints) {
  const { db, storage } = deps;

  /** The complaint if it is in the caller's scope; outside it, it does not exist (404). */
  async function handled(
    principal: Principal,
    id: number,
  ): Promise<{ row: ComplaintRow; scope: StaffScope }> {
    const [row, scope] = await Promise.all([core.load(principal.municipalityId, id), core.scope(principal)]);
    if (!row || !inScope(scope, row)) throw notFound();
    return { row, scope };
  }

  /** The discussions' check for a comment or its file: its complaint is in the caller's scope. */
  const staffReader =
    (principal: Principal) =>
    async (comment: CommentOf): Promise<Reader> => {
      await handled(principal, comment.subjectId);
      return 'staff';
    };

  function conditionsOf(principal: Principal, scope: StaffScope): ComplaintConditions {
    return {
      municipalityId: principal.municipalityId,
      ...(scope.kind === 'branch'
        ? { unitIds: scope.unitIds }
        : scope.kind === 'none'
          ? { unitIds: [] }
          : {}),
    };
  }

  async function page(principal: Principal, conditions: ComplaintConditions, search: Omit<Search, 'number'>) {
    const language = languageKeyById[search.languageId];
    const { rows, totalCount } = await searchComplaints(db, conditions, {
      sort: search.sort,
      direction: search.direction,
      language,
      pageNumber: search.pageNumber,
      pageSize: search.pageSize,
    });
    return { items: rows.map((r) => staffListItem(r, language)), totalCount };
  }

  /**
   * Moves a complaint by the transition table and writes its history; Inappropriate hides
   * it and leaving Inappropriate shows it again; the notification of the new status goes
   * to the configured staff and the reporter in the same transaction.
   */
  async function move(
    principal: Principal,
    row: ComplaintRow,
    options: {
      to: ComplaintStatus;
      comment: string;
      unitId?: number;
      /** The answer that moves it to Answered, quoted to its followers. */
      answerText?: string;
      /** Inside the caller's transaction. */
      within?: { tx: Db };
    },
  ): Promise<void> {
    const from = row.statusId as ComplaintStatus;
    if (!mayMoveComplaint(from, options.to)) throw badRequest(refusedMoveMessage(from), 'statusId');
    const unitId = options.unitId ?? row.organizationalUnitId;
    if (options.to === ComplaintStatus.Assigned && unitId === null) {
      throw badRequest('validation_required', 'organizationalUnitId');
    }
    const work = async (tx: Db) => {
      const now = new Date();
      await updateComplaint(tx, row.id, {
        statusId: options.to,
        organizationalUnitId: unitId,
        inappropriate: options.to === ComplaintStatus.Inappropriate,
        ...(options.to === ComplaintStatus.Answered && !row.dateAnswered ? { dateAnswered: now } : {}),
        ...(options.to === ComplaintStatus.Resolved ? { dateResolved: now } : {}),
      });
      await insertHistory(tx, {
        complaintId: row.id,
        statusId: options.to,
        organizationalUnitId: unitId,
        comment: options.comment,
        userId: principal.userId,
      });
      const kind = kindForStatus(options.to);
      if (kind === null) return;
      const moved = (await core.load(principal.municipalityId, row.id, tx))!;
      await notifyStaff(deps.notify, tx, moved, kind);
      const texts = { comment: options.comment, answer: options.answerText };
      await notifyFollowers(deps.notify, tx, moved, followerChangeOf(options.to, texts), principal.userId);
    };
    if (options.within) return work(options.within.tx);
    await inTransaction(db, work);
  }

  return {
    async all(principal: Principal, input: { languageId: LanguageId; pageNumber: number; pageSize: number }) {
      const scope = await core.scope(principal);
      return page(principal, conditionsOf(principal, scope), {
        ...input,
        sort: 'dateCreated',
        direction: 'desc',
      });
    },

    async search(principal: Principal, search: Search) {
      const scope = await core.scope(principal);
      const number = parseNumber(search.number);
      if (!number) return { items: [], totalCount: 0 };
      return page(
        principal,
        {
          ...conditionsOf(principal, scope),
          ...filterOf(search),
          ...number,
          organizationalUnitId: search.organizationalUnitId ?? null,
          unassigned: search.unassigned,
          inappropriate: search.inappropriate,
          overdue: search.overdue,
          ...(search.queue ? { queue: await queueCondition(db, principal, scope, search.queue) } : {}),
        },
        search,
      );
    },

    async details(principal: Principal, id: number, languageId: LanguageId): Promise<StaffComplaintDetails> {
      const { row, scope } = await handled(principal, id);
      const language = languageKeyById[languageId];
      const [details, links, history] = await Promise.all([
        complaints.detailsOf(row, language, { staff: true, principal }),
        listLinks(db, row.id),
        staffHistory(db, row.id, language),
      ]);
      return {
        ...details,
        userName: fullName(row),
        userEmail: row.email,
        userPhone: row.phone,
        // A linked complaint outside the caller's scope (right 16: another branch) shows its number only.
        links: links.map((l): ComplaintLink => ({
          id: l.link.id,
          kind: l.link.kind as ComplaintLink['kind'],
          targetId: l.link.targetId,
          title: l.link.kind !== 'complaint' || inScope(scope, l) ? (l.title ?? '') : '',
          number:
            l.sequence !== null && l.year !== null ? numberOf({ sequence: l.sequence, year: l.year }) : null,
          dateCreated: l.link.dateCreated.toISOString(),
        })),
        history,
        allowedStatuses: [...complaintTransitions[row.statusId as ComplaintStatus]],
      };
    },

    async comments(principal: Principal, id: number) {
      const { row } = await handled(principal, id);
      return core.comments(row, { staff: true });
    },

    async commentFiles(principal: Principal, commentId: number) {
      const found = await deps.discussions.comment(
        core.discussion,
        { municipalityId: principal.municipalityId, commentId },
        staffReader(principal),
      );
      return found?.files ?? [];
    },

    async images(principal: Principal, id: number) {
      await handled(principal, id);
      return (await listImages(db, id)).map(imageOf);
    },

    async update(principal: Principal, input: z.output<typeof UpdateComplaint>) {
      const { row } = await handled(principal, input.complaintId);
      if (!(await categoryExists(db, principal.municipalityId, input.categoryId))) {
        throw badRequest('record_not_found', 'categoryId');
      }
      await inTransaction(db, async (tx) => {
        await updateComplaint(tx, row.id, {
          title: input.title,
          description: input.description,
          categoryId: input.categoryId,
          visible: input.visible,
        });
        // The deadline follows the category, counted from the report.
        await setDueAt(tx, row.id);
      });
    },

    async updateLocation(principal: Principal, input: z.output<typeof UpdateComplaintLocation>) {
      const { row } = await handled(principal, input.complaintId);
      await updateComplaint(db, row.id, {
        latitude: input.latitude,
        longitude: input.longitude,
        address: input.address,
        locationDescription: input.locationDescription,
      });
    },

    async comment(principal: Principal, input: { complaintId: number; text: string; fileIds: string[] }) {
      const { row } = await handled(principal, input.complaintId);
      return core.addComment(principal, row, input, { byStaff: true });
    },

    /** Shows or hides a comment to citizens, or marks it inappropriate, in the caller's scope. */
    async setComment(
      principal: Principal,
      commentId: number,
      values: { active: boolean } | { inappropriate: boolean },
    ) {
      const where = { municipalityId: principal.municipalityId, commentId };
      const check = (comment: { subjectId: number }) => handled(principal, comment.subjectId);
      if ('active' in values) {
        await deps.discussions.setActive(core.discussion, where, values.active, check);
      } else {
        await deps.discussions.setInappropriate(core.discussion, where, values.inappropriate, check);
      }
    },

    /**
     * Answers a complaint with the caller's uploaded files. The complaint becomes Answered
     * (by the transition table; a further answer to an answered complaint keeps it there).
     */
    async answer(principal: Principal, input: z.output<typeof AnswerRequest>) {
      const { row } = await handled(principal, input.complaintId);
      const from = row.statusId as ComplaintStatus;
      const moves = from !== ComplaintStatus.Answered;
      if (moves && !mayMoveComplaint(from, ComplaintStatus.Answered)) {
        throw badRequest(refusedMoveMessage(from), 'statusId');
      }
      const fileIds = [...new Set(input.fileIds)];
      const answerId = await inTransaction(db, async (tx) => {
        const taken = await core.take(tx, principal, 'file', fileIds);
        if (taken.length < fileIds.length) throw badRequest('document_not_found_or_invalid', 'fileIds');
        const answer = await insertAnswer(tx, {
          complaintId: row.id,
          userId: principal.userId,
          organizationalUnitId: principal.organizationalUnitId,
          text: input.text,
        });
        await insertAnswerFiles(
          tx,
          taken.map((u) => ({
            answerId: answer.id,
            storageKey: u.storageKey,
            fileName: u.fileName,
            contentType: u.contentType,
            size: u.size,
          })),
        );
        if (moves) {
          await move(principal, row, {
            to: ComplaintStatus.Answered,
            comment: '',
            answerText: input.text,
            within: { tx },
          });
        } else {
          await notifyStaff(deps.notify, tx, row, kindForStatus(ComplaintStatus.Answered)!);
          const answered = { kind: 'answered', text: input.text } as const;
          await notifyFollowers(deps.notify, tx, row, answered, principal.userId);
        }
        return answer.id;
      });
      const answers = await complaints.answersOf(row.id, 'bs');
      return answers.find((a) => a.id === answerId)!;
    },

    async assign(principal: Principal, input: z.output<typeof AssignRequest>) {
      const { row, scope } = await handled(principal, input.complaintId);
      const unit = await findUnit(db, principal.municipalityId, input.organizationalUnitId);
      if (!unit) throw badRequest('record_not_found', 'organizationalUnitId');
      if (!mayAssignTo(scope, unit.id))
        throw badRequest('complaint_unit_not_allowed', 'organizationalUnitId');
      await move(principal, row, {
        to: ComplaintStatus.Assigned,
        comment: input.comment,
        unitId: unit.id,
      });
    },

    async changeStatus(principal: Principal, input: z.output<typeof ChangeStatusRequest>) {
      const { row } = await handled(principal, input.complaintId);
      await move(principal, row, { to: input.statusId, comment: input.comment });
    },

    /** A document or a file of any comment of a complaint in the caller's scope. */
    async file(principal: Principal, id: number): Promise<FileResult> {
      const found = await findFile(db, principal.municipalityId, id);
      if (!found) {
        return deps.discussions.file(
          core.discussion,
          { municipalityId: principal.municipalityId, fileId: id },
          staffReader(principal),
        );
      }
      return deps.attachments.download(found.file, () => handled(principal, found.complaintId));
    },

    async answerFile(principal: Principal, id: number): Promise<FileResult> {
      const found = await findAnswerFile(db, principal.municipalityId, id);
      return deps.attachments.download(found?.file, () => handled(principal, found!.complaintId));
    },

    async deleteAnswerFile(principal: Principal, id: number) {
      const found = await findAnswerFile(db, principal.municipalityId, id);
      if (!found) throw notFound();
      const { row } = await handled(principal, found.complaintId);
      if (row.statusId === ComplaintStatus.Resolved) {
        throw badRequest('resolved_complaint_status_cannot_change');
      }
      await deleteAnswerFile(db, id);
      await storage.delete(found.file.storageKey);
    },

    /** Deletes a complaint with its children and links; its stored files go once the rows are gone. */
    async remove(principal: Principal, id: number) {
      const { row } = await handled(principal, id);
      const keys = await inTransaction(db, async (tx) => [
        ...(await deleteComplaint(tx, row.id)),
        ...(await deps.discussions.remove(tx, core.discussion, {
          municipalityId: row.municipalityId,
          subjectIds: [row.id],
        })),
        // Its supports, once the row is gone (a support in progress was waited for): no stored files.
        ...(await removeVotes(tx, complaintSupport, {
          municipalityId: row.municipalityId,
          subjectIds: [row.id],
        }).then(() => [])),
      ]);
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    },

    /**
     * Links two complaints (a row each way) or, once the sessions module exists, a complaint
     * and a council session. Until then a session cannot be checked, so it is refused.
     */
    async link(principal: Principal, input: z.output<typeof LinkRequest>): Promise<ComplaintLink> {
      const { row, scope } = await handled(principal, input.complaintId);
      // TODO(sessions): accept kind 'session' once council sessions can be looked up.
      if (input.kind === 'session') throw badRequest('record_not_found', 'targetId');
      if (input.targetId === row.id) throw badRequest('data_invalid', 'targetId');
      const target = await core.load(principal.municipalityId, input.targetId);
      if (!target || !inScope(scope, target)) throw badRequest('record_not_found', 'targetId');
      try {
        const link = await inTransaction(db, async (tx) => {
          const link = await insertLink(tx, { complaintId: row.id, kind: 'complaint', targetId: target.id });
          await insertLink(tx, { complaintId: target.id, kind: 'complaint', targetId: row.id });
          return link;
        });
        return {
          id: link.id,
          kind: 'complaint',
          targetId: target.id,
          title: target.title,
          number: numberOf(target),
          dateCreated: link.dateCreated.toISOString(),
        };
      } catch (error) {
        if (databaseError(error).code === UNIQUE_VIOLATION) {
          throw badRequest('complaint_link_already_exists', 'targetId');
        }
        throw error;
      }
    },

    /**
     * Removes a link and its mirror: only when the caller handles both complaints, since the
     * mirror is the other complaint's (a link to one outside the caller's scope is refused, 403).
     */
    async unlink(principal: Principal, id: number) {
      const link = await findLink(db, id);
      if (!link) throw notFound();
      const { scope } = await handled(principal, link.complaintId);
      if (link.kind === 'complaint') {
        const target = await core.load(principal.municipalityId, link.targetId);
        if (target && !inScope(scope, target)) throw forbidden();
      }
      await inTransaction(db, (tx) => deleteLink(tx, link));
    },

    async units(principal: Principal, languageId: LanguageId) {
      const scope = await core.scope(principal);
      const language = languageKeyById[languageId];
      const rows = await listUnits(
        db,
        principal.municipalityId,
        scope.kind === 'all' ? null : scope.kind === 'branch' ? scope.unitIds : [],
      );
      return rows.map((u) => ({ id: u.id, name: nameIn(u.name, language) ?? '', parentId: u.parentId }));
    },

    /** Sends the notification of the complaint's status again, on one channel; answers the count. */
    async notifyAgain(principal: Principal, complaintId: number, channel: 'email' | 'sms') {
      const { row } = await handled(principal, complaintId);
      const kind = kindForStatus(row.statusId);
      if (kind === null) return { recipients: 0 };
      const recipients = await inTransaction(db, (tx) =>
        notifyStaff(deps.notify, tx, row, kind, { only: channel }),
      );
      return { recipients };
    },
  };
}
