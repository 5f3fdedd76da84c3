import { ANSWER_FILES_MAX, ANSWER_TEXT_MAX, AnswerInputMode, replyModes } from '@portal/contracts';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import {
  hashReplyToken,
  type InboundAttachment,
  type InboundMail,
  type InboundOutcome,
} from '../../platform/inbound-mail';
import { councilMemberAttachmentKinds } from './council-members.declarations';
import type { QuestionDeps, QuestionsCore } from './questions.core';
import * as repo from './questions.repository';

/** Answered already, taken off the public pages, or hidden as inappropriate: no answer by reply. */
const closed = (q: repo.QuestionView) => q.answerText !== null || !q.questionActive || q.inappropriate;

/**
 * The handler of e-mailed replies (modes 2 and 3, decision 0028). The reply's token names the
 * question in any municipality; the reply is stored as the answer of the account it came from
 * (the member's, or one of the unit's answerers'), with its attachments, and the token is used
 * up. A reply it will not take answers `{ stored: false, reason }` and is logged with the
 * question's id and the reason, never the token or the text: `unknown_token`, `token_used`,
 * `question_closed`, `not_by_reply`, `wrong_sender`, `empty_reply`, `too_long`.
 */
export function createReplyHandler(deps: QuestionDeps, core: QuestionsCore) {
  const { db, attachments, log } = deps;

  const refuse = (reason: string, questionId: number | null): InboundOutcome => {
    log.warn({ questionId, reason }, 'e-mailed answer refused');
    return { stored: false, reason };
  };

  /** The account a reply comes from: the addressee's, or one of the unit's answerers'. */
  async function senderOf(q: repo.QuestionView, from: string) {
    const answerers =
      q.memberUserId !== null
        ? await repo.memberAnswerer(db, q.municipalityId, q.memberUserId)
        : await repo.unitAnswerers(db, q.municipalityId, q.organizationalUnitId!);
    const address = from.trim().toLowerCase();
    return answerers.find((a) => a.email?.toLowerCase() === address) ?? null;
  }

  /**
   * Stages the attachments as the answering account, judged by their bytes as every upload; a
   * file the kind refuses (or one past the limit of an answer) is left out and logged.
   */
  async function stage(
    owner: { municipalityId: number; userId: number },
    questionId: number,
    files: readonly InboundAttachment[],
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, file] of files.entries()) {
      if (index >= ANSWER_FILES_MAX) {
        log.warn(
          { questionId, contentType: file.contentType, reason: 'too_many_files' },
          'reply attachment left out',
        );
        continue;
      }
      try {
        const staged = await attachments.stage(owner, councilMemberAttachmentKinds.answerFile, {
          data: file.data,
          fileName: file.fileName,
          uploader: `user:${owner.userId}`,
        });
        ids.push(staged.id);
      } catch (error) {
        // A refusal of the file (its type, its size) leaves it out; a failure to store is retried.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        log.warn(
          { questionId, contentType: file.contentType, reason: error.key },
          'reply attachment left out',
        );
      }
    }
    return ids;
  }

  return async function answerByReply(mail: InboundMail & { token: string }): Promise<InboundOutcome> {
    const q = await repo.findByReplyTokenHash(db, hashReplyToken(mail.token));
    if (!q) return refuse('unknown_token', null);
    if (q.replyTokenUsedAt) return refuse('token_used', q.id);
    if (closed(q)) return refuse('question_closed', q.id);
    if (!replyModes.includes(q.answerInputMode)) return refuse('not_by_reply', q.id);
    const sender = await senderOf(q, mail.from);
    if (!sender) return refuse('wrong_sender', q.id);
    const text = mail.text.trim();
    if (!text) return refuse('empty_reply', q.id);
    if (text.length > ANSWER_TEXT_MAX) return refuse('too_long', q.id);

    const owner = { municipalityId: q.municipalityId, userId: sender.userId };
    const fileIds = await stage(owner, q.id, mail.attachments);
    const refusal = await inTransaction(db, async (tx) => {
      // Two replies at once: the first to lock the question answers it.
      const locked = await repo.findQuestion(tx, q.municipalityId, q.id, { lock: true });
      if (!locked || locked.replyTokenUsedAt) return 'token_used';
      if (closed(locked)) return 'question_closed';
      const now = new Date();
      await repo.updateQuestion(tx, q.municipalityId, q.id, {
        answerText: text,
        answeredBy: sender.userId,
        answeredAt: now,
        answeredByEmail: true,
        replyTokenUsedAt: now,
        // Mode 2 is published at once; mode 3 waits for an administrator or right 18.
        answerActive: q.answerInputMode === AnswerInputMode.ReplyToNotification,
      });
      await core.takeFiles(tx, owner, q.id, fileIds);
      await core.publishIfReady(tx, q.municipalityId, q.id);
      return null;
    });
    if (refusal) return refuse(refusal, q.id);
    log.info({ questionId: q.id, files: fileIds.length }, 'e-mailed answer stored');
    return { stored: true };
  };
}
