import {
  ANSWER_FILES_MAX,
  AddresseeKind,
  AnswerInputMode,
  type AskQuestion,
  councilMembersPages,
  MemberType,
  type MyQuestionItem,
  type PageRequest,
  Profile,
  type QuestionAnswered,
  replyModes,
  type SaveAnswer,
  type StaffQuestion,
  type StaffQuestionSearch,
  SystemNotificationKind,
  type UploadedAttachment,
  type UploadedFile,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import {
  inboundMailSettings,
  newReplyToken,
  replyAddress,
  hashReplyToken,
} from '../../platform/inbound-mail';
import { shorten } from '../../platform/notify/notify';
import { fullName } from '../../platform/people';
import { councilMemberAttachmentKinds, questionMessages } from './council-members.declarations';
import { createReplyHandler } from './questions-reply';
import {
  createQuestionsCore,
  isAddressee,
  isModerator,
  QUOTED_QUESTION,
  type QuestionDeps,
} from './questions.core';
import { filesByQuestion, myQuestion, staffQuestion } from './questions.present';
import * as repo from './questions.repository';

type Ask = z.output<typeof AskQuestion>;
type Answer = z.output<typeof SaveAnswer>;
type StaffSearch = z.output<typeof StaffQuestionSearch>;
type Page = PageRequest & { languageId: number };
type StateChange = {
  questionId: number;
  questionActive?: boolean;
  answerActive?: boolean;
  inappropriate?: boolean;
};

const ownerOf = (p: Principal) => ({ municipalityId: p.municipalityId, userId: p.userId });

/**
 * Citizens' questions and their answers (decision 0028): asking (kind 5's recipients and the
 * addressee told, in modes 2 and 3 with a reply address), the addressee's and the moderators'
 * lists, answering through the portal, moderation, the answers' files, and answers that come
 * back as replies to the e-mail (`answerByReply`, the inbound mail's handler).
 */
export function createQuestions(deps: QuestionDeps) {
  const { db, attachments, notify } = deps;
  const core = createQuestionsCore(deps);
  // Replies by e-mail are on only with a reply domain and an entrance that receives them.
  const replyDomain = inboundMailSettings(deps.config)?.domain ?? null;

  /** The addressee of a new question, as asked: who is told and in which mode it is answered. */
  async function addresseeFor(tx: Db, p: Principal, body: Ask) {
    const refused = badRequest('record_not_found', 'addresseeId');
    if (body.addresseeKind === AddresseeKind.OrganizationalUnit) {
      const unit = await repo.findUnitAddressee(tx, p.municipalityId, body.addresseeId);
      if (!unit || !unit.active || !unit.acceptsQuestions) throw refused;
      return {
        values: { organizationalUnitId: unit.id, councilMemberId: null },
        name: unit.name,
        mode: unit.answerInputMode,
        recipients: await repo.unitAnswerers(tx, p.municipalityId, unit.id),
      };
    }
    const member = await repo.findMemberAddressee(tx, p.municipalityId, body.addresseeId);
    const mayor = member?.memberTypeId === MemberType.Mayor;
    if (
      !member ||
      !member.active ||
      !member.convocationCurrent ||
      mayor !== (body.addresseeKind === AddresseeKind.Mayor)
    )
      throw refused;
    return {
      values: { councilMemberId: member.id, organizationalUnitId: null },
      name: fullName(member.names),
      mode: member.answerInputMode,
      recipients: await repo.memberAnswerer(tx, p.municipalityId, member.userId),
    };
  }

  async function ask(p: Principal, body: Ask): Promise<{ id: number }> {
    return inTransaction(db, async (tx) => {
      const target = await addresseeFor(tx, p, body);
      const asker = await repo.findAccount(tx, p.municipalityId, p.userId);
      const told = target.recipients.filter((r) => r.email).map((r) => r.userId);
      // Modes 2 and 3: one reply address for the question, its token's hash kept; when replies by
      // e-mail are off the addressee is asked to answer on the portal, and no address promises otherwise.
      const token = replyDomain && replyModes.includes(target.mode) && told.length ? newReplyToken() : null;
      const id = await repo.insertQuestion(tx, {
        municipalityId: p.municipalityId,
        ...target.values,
        askerId: p.userId,
        text: body.text,
        citizenEmail: body.citizenEmail,
        contactEmail: body.contactEmail,
        answerInputMode: target.mode,
        replyTokenHash: token ? hashReplyToken(token) : null,
      });
      const values = {
        addressee: target.name,
        asker: asker ? fullName(asker) : p.username,
        contact: body.contactEmail ?? { key: 'mail.question.toAddressee.noContact' },
      };
      await notify.notify(tx, {
        kind: SystemNotificationKind.NewQuestion,
        municipalityId: p.municipalityId,
        template: questionMessages.newQuestion,
        values: { ...values, question: shorten(body.text, QUOTED_QUESTION) },
        link: councilMembersPages.adminQuestion.to({ id }),
      });
      if (told.length)
        await notify.notify(tx, {
          municipalityId: p.municipalityId,
          to: told,
          template: token ? questionMessages.toAddresseeByReply : questionMessages.toAddressee,
          values: { ...values, question: body.text },
          link: councilMembersPages.toAnswer.to(),
          ...(token && replyDomain ? { replyTo: replyAddress(token, replyDomain) } : {}),
        });
      return { id };
    });
  }

  /** Staff questions of a page, each with its files. */
  async function staffPage(
    p: Principal,
    filter: repo.QuestionFilter,
    page: Page,
  ): Promise<{ items: StaffQuestion[]; totalCount: number }> {
    const { rows, totalCount } = await repo.searchQuestions(db, filter, {
      number: page.pageNumber,
      size: page.pageSize,
    });
    const files = filesByQuestion(
      await repo.listFiles(
        db,
        p.municipalityId,
        rows.map((r) => r.id),
      ),
    );
    const moderate = isModerator(p);
    const items = rows.map((q) =>
      staffQuestion(q, files.get(q.id) ?? [], page.languageId, {
        answer: moderate || isAddressee(p, q),
        moderate,
      }),
    );
    return { items, totalCount };
  }

  async function mine(p: Principal, body: Page): Promise<{ items: MyQuestionItem[]; totalCount: number }> {
    const { rows, totalCount } = await repo.searchQuestions(
      db,
      { municipalityId: p.municipalityId, audience: 'staff', askerId: p.userId },
      { number: body.pageNumber, size: body.pageSize },
    );
    const files = filesByQuestion(
      await repo.listFiles(
        db,
        p.municipalityId,
        rows.map((r) => r.id),
      ),
    );
    return { items: rows.map((q) => myQuestion(q, files.get(q.id) ?? [], body.languageId)), totalCount };
  }

  /** Questions addressed to the caller: their council-member records (any convocation) or their unit. */
  function toAnswer(p: Principal, body: Page & { answered: QuestionAnswered }) {
    const unitId = p.profileId === Profile.OrgUnit ? p.organizationalUnitId : null;
    return staffPage(
      p,
      {
        municipalityId: p.municipalityId,
        audience: 'staff',
        answered: body.answered,
        addressedTo: { userId: p.userId, unitId },
      },
      body,
    );
  }

  function search(p: Principal, body: StaffSearch) {
    if (!isModerator(p)) throw forbidden();
    return staffPage(
      p,
      {
        municipalityId: p.municipalityId,
        audience: 'staff',
        addresseeKind: body.addresseeKind,
        addresseeId: body.addresseeId,
        answered: body.answered,
        state: body.state,
        fromDay: body.dateFrom,
        toDay: body.dateTo,
        text: body.text,
      },
      body,
    );
  }

  /** The question if the caller answers for it or moderates; 404 otherwise, never saying which. */
  async function load(p: Principal, id: number, tx: Db = db, lock = false) {
    const q = await repo.findQuestion(tx, p.municipalityId, id, { lock });
    if (!q || !(isAddressee(p, q) || isModerator(p))) throw notFound('question_not_found');
    return q;
  }

  async function details(p: Principal, id: number, languageId: number): Promise<StaffQuestion> {
    const q = await load(p, id);
    const files = await repo.listFiles(db, p.municipalityId, [id]);
    return staffQuestion(q, files, languageId, { answer: true, moderate: isModerator(p) });
  }

  /**
   * The addressee answers through the portal, or a moderator enters or corrects the answer. The
   * first answer is published at once, except in mode 3, where any answer waits for activation;
   * a changed answer keeps its state, except that the addressee's change in mode 3 waits again.
   */
  async function answer(p: Principal, body: Answer): Promise<void> {
    const keys = await inTransaction(db, async (tx) => {
      const q = await load(p, body.questionId, tx, true);
      const removed = await repo.deleteFiles(tx, q.id, body.removedFileIds);
      const taken = await core.takeFiles(tx, ownerOf(p), q.id, body.fileIds);
      if (taken < new Set(body.fileIds).size) throw badRequest('document_not_found_or_invalid', 'fileIds');
      if ((await repo.fileCount(tx, q.id)) > ANSWER_FILES_MAX)
        throw badRequest('validation_too_large', 'fileIds', { maximum: ANSWER_FILES_MAX });
      const withActivation = q.answerInputMode === AnswerInputMode.ReplyToNotificationWithActivation;
      if (q.answerText === null) {
        await repo.updateQuestion(tx, p.municipalityId, q.id, {
          answerText: body.answerText,
          answeredBy: p.userId,
          answeredAt: new Date(),
          answeredByEmail: false,
          answerActive: !withActivation,
        });
      } else {
        await repo.updateQuestion(tx, p.municipalityId, q.id, {
          answerText: body.answerText,
          answerActive: withActivation && !isModerator(p) ? false : q.answerActive,
        });
      }
      await core.publishIfReady(tx, p.municipalityId, q.id);
      return removed;
    });
    await core.removeStored(keys);
  }

  /** Moderation: question active, answer active (activating publishes it), inappropriate. */
  async function setState(p: Principal, body: StateChange): Promise<void> {
    if (!isModerator(p)) throw forbidden();
    await inTransaction(db, async (tx) => {
      const q = await load(p, body.questionId, tx, true);
      if (body.answerActive && q.answerText === null)
        throw badRequest('validation_invalid_value', 'answerActive');
      await repo.updateQuestion(tx, p.municipalityId, q.id, {
        ...(body.questionActive === undefined ? {} : { questionActive: body.questionActive }),
        ...(body.answerActive === undefined ? {} : { answerActive: body.answerActive }),
        ...(body.inappropriate === undefined ? {} : { inappropriate: body.inappropriate }),
      });
      await core.publishIfReady(tx, p.municipalityId, q.id);
    });
  }

  async function uploadAnswerFile(p: Principal, file: UploadedFile): Promise<UploadedAttachment> {
    const row = await attachments.stage(ownerOf(p), councilMemberAttachmentKinds.answerFile, file);
    return {
      fileId: row.id,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      width: row.width,
      height: row.height,
    };
  }

  /**
   * A file of an answer: to anyone once the public sees the answer under an active, appropriate
   * question; before that to the addressee, the moderators and the asker; 404 to everyone else.
   */
  async function file(p: Principal | null, municipalityId: number, fileId: number) {
    const found = await repo.findFile(db, municipalityId, fileId);
    return attachments.download(found?.file, async () => {
      const q = found!.question;
      const open = q.questionActive && !q.inappropriate && q.answerActive && q.answerText !== null;
      if (open) return;
      if (p && (isAddressee(p, q) || isModerator(p) || q.askerId === p.userId)) return;
      throw notFound('file_not_found');
    });
  }

  return {
    ask,
    mine,
    toAnswer,
    search,
    details,
    answer,
    setState,
    uploadAnswerFile,
    file,
    answerByReply: createReplyHandler(deps, core),
  };
}

export type Questions = ReturnType<typeof createQuestions>;
