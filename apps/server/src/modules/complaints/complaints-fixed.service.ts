import { createHash, randomBytes } from 'node:crypto';
import {
  type AnswerFixedQuestion,
  ComplaintEvent,
  ComplaintParameter,
  complaintParameterBounds,
  complaintParameterDefaults,
  complaintsPages,
  ComplaintStatus,
  type FixedQuestion,
} from '@portal/contracts';
import type { z } from 'zod';
import { Cycles } from '../../platform/cycles';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import { defineMessageTemplate } from '../../platform/notify/templates';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { kindForStatus } from './complaints.notifications';
import { notifyFollowers } from './complaints-followers.notify';
import { numberOf } from './complaints.present';
import { insertHistory } from './complaints.repository';
import {
  claimUnasked,
  confirmFixed,
  findByToken,
  markAsked,
  reopen,
  resolutionNote,
} from './complaints-fixed.repository';

/*
 * "Was it fixed?" Some days after a complaint is resolved (complaint parameter 4) its reporter is
 * asked by e-mail, with a link for each answer to a page of the web app; the page makes the POST.
 * "Yes" confirms it fixed; "no" reopens it, which is the reporter's own path out of Resolved (the
 * staff's transition table keeps a resolved complaint resolved), recorded in its history.
 */

/** Complaints asked about in one transaction of the sweep. */
export const FIXED_QUESTION_BATCH = 50;
/** A complaint resolved longer ago than the parameter and this is never asked (data from before). */
export const FIXED_QUESTION_GRACE_DAYS = 30;
/** How often a server process looks for reporters to ask. */
export const FIXED_QUESTION_INTERVAL_MS = 10 * 60_000;

/** The question to the reporter: the action answers "yes", the alternative "no". */
export const fixedQuestionMessage = defineMessageTemplate({
  name: 'complaints.fixed-question',
  subject: 'mail.complaint.fixed.subject',
  body: ['mail.complaint.fixed.body', 'mail.complaint.fixed.bodyNo'],
  action: 'mail.complaint.fixed.yes',
  alternative: 'mail.complaint.fixed.no',
});

/** What staff are told when the reporter says it is not fixed. */
export const reopenedMessage = defineMessageTemplate({
  name: 'complaints.staff-reopened',
  subject: 'mail.complaint.fixed.reopened.subject',
  body: ['mail.complaint.fixed.reopened.body'],
  action: 'mail.complaint.staff.open',
  sms: 'mail.complaint.fixed.reopened.sms',
});

export const fixedQuestionMessages = [fixedQuestionMessage, reopenedMessage] as const;

/** Only the SHA-256 of a link's token is kept: the database alone answers no question. */
export const fixedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createFixedQuestions(
  deps: ComplaintsDeps,
  core: ComplaintsCore,
  options: { now?: () => Date } = {},
) {
  const { db } = deps;
  const now = options.now ?? (() => new Date());
  const parameter = ComplaintParameter.FixedQuestionDays;
  const cycles = new Cycles({
    name: 'complaints "was it fixed?" questions',
    work: () => askDue(),
    log: deps.log,
    stopWaitMs: 5_000,
  });

  /**
   * Asks the reporters of up to `limit` complaints that are due, in one transaction: each claimed
   * row (FOR UPDATE SKIP LOCKED) is marked asked with its token's hash and its e-mail written to
   * the outbox, so two processes never ask twice. Answers how many were asked.
   */
  async function askDue(limit = FIXED_QUESTION_BATCH): Promise<number> {
    if (cycles.stopping) return 0;
    const at = now();
    return inTransaction(db, async (tx) => {
      const due = await claimUnasked(tx, {
        now: at,
        limit,
        defaultDays: complaintParameterDefaults[parameter]!,
        bounds: complaintParameterBounds[parameter]!,
        graceDays: FIXED_QUESTION_GRACE_DAYS,
      });
      for (const row of due) {
        const token = randomBytes(32).toString('base64url');
        await markAsked(tx, row.id, { at, tokenHash: fixedTokenHash(token) });
        const page = complaintsPages.fixed.to({ token });
        await deps.notify.notify(tx, {
          municipalityId: row.municipalityId,
          to: row.userId,
          template: fixedQuestionMessage,
          values: { number: numberOf(row), title: row.title },
          link: `${page}?answer=yes`,
          alternativeLink: `${page}?answer=no`,
        });
      }
      return due.length;
    });
  }

  /** The complaint of a link in the municipality; a wrong or outdated token is not found. */
  async function byToken(municipalityId: number, token: string, tx = db, lock = false) {
    const row = await findByToken(tx, municipalityId, fixedTokenHash(token), { lock });
    if (!row) throw notFound('complaint_fixed_link_not_valid', 'token');
    return row;
  }

  return {
    askDue,

    /** Looks for reporters to ask every `intervalMs`, in this process, until stop(). */
    start(intervalMs = FIXED_QUESTION_INTERVAL_MS): void {
      cycles.start(intervalMs);
    },
    /** Starts a sweep now (tests, and a start that should not wait for the first interval). */
    wake: () => cycles.wake(),
    idle: () => cycles.idle(),
    stop: () => cycles.stop(),

    /** What the page shows: the complaint, the resolution note, and whether it was answered. */
    async question(municipalityId: number, token: string): Promise<FixedQuestion> {
      const row = await byToken(municipalityId, token);
      return {
        complaintId: row.id,
        number: numberOf(row),
        title: row.title,
        resolutionNote: await resolutionNote(db, row.id),
        dateResolved: row.dateResolved?.toISOString() ?? null,
        answered: row.fixedConfirmed !== null,
        fixed: row.fixedConfirmed,
      };
    },

    /**
     * The reporter's answer, once: the row is locked, so two answers at once are one and a
     * refusal. "No" reopens it (Assigned with its unit, else Created) and tells the staff of
     * that status's notification kind (new report, or in progress) with the reporter's comment.
     */
    answer(municipalityId: number, input: z.output<typeof AnswerFixedQuestion>) {
      return inTransaction(db, async (tx) => {
        const row = await byToken(municipalityId, input.token, tx, true);
        if (row.fixedConfirmed !== null) throw badRequest('complaint_fixed_already_answered', 'token');
        if (row.statusId !== ComplaintStatus.Resolved || row.fixedAskedAt === null) {
          throw notFound('complaint_fixed_link_not_valid', 'token');
        }
        const history = {
          complaintId: row.id,
          organizationalUnitId: row.organizationalUnitId,
          comment: input.comment,
          userId: row.userId,
        };
        if (input.fixed) {
          await confirmFixed(tx, row.id);
          await insertHistory(tx, {
            ...history,
            statusId: ComplaintStatus.Resolved,
            event: ComplaintEvent.ConfirmedFixed,
          });
          return { fixed: true, statusId: ComplaintStatus.Resolved };
        }
        const to = row.organizationalUnitId === null ? ComplaintStatus.Created : ComplaintStatus.Assigned;
        await reopen(tx, row.id, to);
        await insertHistory(tx, { ...history, statusId: to, event: ComplaintEvent.Reopened });
        const reopened = (await core.load(municipalityId, row.id, tx))!;
        await deps.notify.notify(tx, {
          kind: kindForStatus(to)!,
          municipalityId,
          template: reopenedMessage,
          values: {
            number: numberOf(reopened),
            title: reopened.title,
            category: reopened.categoryName ?? '',
            address: reopened.address,
            comment: input.comment || { key: 'mail.complaint.fixed.reopened.noComment' },
          },
          link: complaintsPages.staffDetails.to({ id: row.id }),
        });
        // Its followers hear of it; the reporter, who reopened it, does not.
        const change = { kind: 'reopened', text: input.comment } as const;
        await notifyFollowers(deps.notify, tx, reopened, change, row.userId);
        return { fixed: false, statusId: to };
      });
    },
  };
}

export type FixedQuestions = ReturnType<typeof createFixedQuestions>;
