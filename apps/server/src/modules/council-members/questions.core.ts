import { councilMembersPages, mayCall, Profile, questionsAdminAccess } from '@portal/contracts';
import type { Attachments } from '../../platform/attachments/attachments';
import type { Principal } from '../../platform/auth/auth';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/files/storage';
import { type Notify, shorten } from '../../platform/notify/notify';
import { fullName } from '../../platform/people';
import { councilMemberAttachmentKinds, questionMessages } from './council-members.declarations';
import { addresseeValue, publishable } from './questions.present';
import * as repo from './questions.repository';

type Log = { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

export type QuestionDeps = {
  db: Db;
  storage: FileStorage;
  attachments: Attachments;
  notify: Notify;
  config: Config;
  log: Log;
};

/** How much of a question the e-mails quote. */
export const QUOTED_QUESTION = 300;

/** Administrators and holders of right 18: moderate, activate answers, answer on the addressee's behalf. */
export const isModerator = (p: Principal): boolean => mayCall(questionsAdminAccess, p);

/** The account answers for the question's council member (any convocation) or is one of its unit's. */
export const isAddressee = (p: Principal, q: repo.QuestionView): boolean =>
  (q.memberUserId !== null && q.memberUserId === p.userId) ||
  (p.profileId === Profile.OrgUnit &&
    q.organizationalUnitId !== null &&
    p.organizationalUnitId === q.organizationalUnitId);

/** What the answering use cases share: publication with the asker's e-mail, files, removal of bytes. */
export function createQuestionsCore(deps: QuestionDeps) {
  const { storage, attachments, notify } = deps;

  const removeStored = async (keys: readonly string[]) => {
    await Promise.all(
      keys.map((key) =>
        storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'answer file not removed')),
      ),
    );
  };

  /**
   * Marks the answer published and e-mails the asker, once: when the public first sees it (the
   * answer active with a text, the question active and not inappropriate). In `tx`, after the change.
   */
  async function publishIfReady(tx: Db, municipalityId: number, id: number): Promise<boolean> {
    const q = await repo.findQuestion(tx, municipalityId, id, { lock: true });
    if (!q || q.answerPublishedAt || !publishable(q)) return false;
    await repo.updateQuestion(tx, municipalityId, id, { answerPublishedAt: new Date() });
    await notify.notify(tx, {
      municipalityId,
      to: { email: q.citizenEmail, name: fullName(q.asker), languageId: q.asker.languageId },
      template: questionMessages.answerPublished,
      values: { addressee: addresseeValue(q), question: shorten(q.text, QUOTED_QUESTION) },
      link: councilMembersPages.question.to({ id }),
    });
    return true;
  }

  /**
   * Takes the owner's staged answer files into the question, in `tx`; answers how many of the
   * ids were there (the caller compares).
   */
  async function takeFiles(
    tx: Db,
    owner: { municipalityId: number; userId: number },
    questionId: number,
    ids: readonly string[],
  ): Promise<number> {
    const taken = await attachments.take(tx, owner, councilMemberAttachmentKinds.answerFile, ids);
    await repo.insertFiles(
      tx,
      taken.map((u) => ({
        municipalityId: owner.municipalityId,
        questionId,
        storageKey: u.storageKey,
        fileName: u.fileName,
        contentType: u.contentType,
        size: u.size,
      })),
    );
    return taken.length;
  }

  return { removeStored, publishIfReady, takeFiles };
}

export type QuestionsCore = ReturnType<typeof createQuestionsCore>;
