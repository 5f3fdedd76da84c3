import {
  answeringProfiles,
  type AnsweringUser,
  type CouncilMemberDetails,
  type CouncilMemberListItem,
  type CouncilMemberSave,
  type CouncilMemberSearch,
  MemberType,
  type saveUnitQuestionSetting,
  type ServerMessageKey,
  type UnitQuestionSetting,
  type UploadedAttachment,
  type UploadedFile,
} from '@portal/contracts';
import { compareText } from '@portal/i18n/server';
import type { z } from 'zod';
import type { Attachments, StagedUpload } from '../../platform/attachments/attachments';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import {
  completeTranslation,
  databaseError,
  deleteUnlessReferenced,
  UNIQUE_VIOLATION,
} from '../../platform/records';
import { UserStatus } from '../accounts';
import { councilMemberAttachmentKinds } from './council-members.declarations';
import { byName, inLanguage, keyOf, nameOf } from './council-members.present';
import * as repo from './council-members.repository';

type SearchInput = z.output<typeof CouncilMemberSearch>;
type SaveInput = z.output<typeof CouncilMemberSave>;
type UnitSettingInput = z.output<typeof saveUnitQuestionSetting.body>;

export type CouncilMemberDeps = {
  db: Db;
  storage: FileStorage;
  attachments: Attachments;
  log: { warn(obj: unknown, msg: string): void };
};

const ownerOf = (p: Principal) => ({ municipalityId: p.municipalityId, userId: p.userId });

const uploadedOf = (row: StagedUpload): UploadedAttachment => ({
  fileId: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
});

/** The same account twice in one convocation: the database's unique key says so too. */
const ALREADY_MEMBER: ServerMessageKey = 'council_member_already_in_convocation';

/**
 * The administration of council members, the mayor and the organisational units' question
 * settings (decision 0028): administrators and holders of right 18, as the contracts' access
 * says; every record they name must be their municipality's.
 */
export function createCouncilMemberAdmin(deps: CouncilMemberDeps) {
  const { db, storage, attachments } = deps;

  const removeStored = async (keys: readonly string[]) => {
    await Promise.all(
      keys.map((key) =>
        storage
          .delete(key)
          .catch((err: unknown) => deps.log.warn({ err, key }, 'council member picture not removed')),
      ),
    );
  };

  async function load(p: Principal, id: number, tx: Db = db, lock = false) {
    const member = await repo.findMember(tx, p.municipalityId, id, { lock });
    if (!member) throw notFound();
    return member;
  }

  async function details(p: Principal, id: number): Promise<CouncilMemberDetails> {
    const member = await load(p, id);
    return {
      id: member.id,
      memberTypeId: member.memberTypeId,
      politicalPartyId: member.politicalPartyId,
      convocationId: member.convocationId,
      userId: member.userId,
      userName: nameOf(member),
      biography: member.biography,
      answerInputModeId: member.answerInputMode,
      active: member.active,
      hasPicture: member.pictureKey !== null,
      questionCount: await repo.questionCountOf(db, member.id),
    };
  }

  async function search(p: Principal, body: SearchInput) {
    const { rows, totalCount } = await repo.searchMembers(
      db,
      {
        municipalityId: p.municipalityId,
        text: body.text,
        memberTypeId: body.memberTypeId,
        convocationId: body.convocationId,
        politicalPartyId: body.politicalPartyId,
        active: body.active,
      },
      { number: body.pageNumber, size: body.pageSize },
    );
    const language = keyOf(body.languageId);
    const items: CouncilMemberListItem[] = rows.map((r) => ({
      id: r.id,
      name: nameOf(r),
      memberTypeId: r.memberTypeId,
      politicalPartyName: r.partyName[language] || r.partyName.bs,
      politicalPartyShortName: r.partyShortName[language] || r.partyShortName.bs,
      convocationName: inLanguage(r.convocationName, body.languageId),
      hasPicture: r.pictureKey !== null,
      active: r.active,
      userId: r.userId,
      answerInputModeId: r.answerInputMode,
      questionCount: r.questionCount,
    }));
    return { items, totalCount };
  }

  /**
   * What refuses a save, by field: a convocation other than the current active one for a new
   * member or one moved (as sessions do), a party that is not the municipality's active one
   * (a kept member keeps theirs), an account that is not an active council member's or
   * mayor's of the municipality (a kept member made inactive keeps theirs), the account twice
   * in the convocation, a second active mayor, a new member without a picture.
   */
  async function refusals(
    tx: Db,
    p: Principal,
    input: SaveInput,
    existing: repo.MemberListRow | null,
  ): Promise<Record<string, ServerMessageKey>> {
    const errors: Record<string, ServerMessageKey> = {};
    const moved = !existing || existing.convocationId !== input.convocationId;
    const found = await repo.lockConvocation(tx, p.municipalityId, input.convocationId);
    if (!found || (moved && !(found.isCurrent && found.active)))
      errors['convocationId'] = 'convocation_not_current_or_inactive';

    const party = await repo.findParty(tx, p.municipalityId, input.politicalPartyId);
    const keptParty = existing?.politicalPartyId === input.politicalPartyId;
    if (!party || (!party.active && !keptParty)) errors['politicalPartyId'] = 'record_not_found';

    const account = await repo.findAccount(tx, p.municipalityId, input.userId);
    const answering = account?.status === UserStatus.Active && answeringProfiles.includes(account.profileId);
    const keptInactive = existing?.userId === input.userId && !input.active;
    if (!account || (!answering && !keptInactive)) errors['userId'] = 'council_member_user_invalid';
    else if (
      found &&
      (await repo.memberOfAccount(tx, {
        convocationId: input.convocationId,
        userId: input.userId,
        exceptId: existing?.id ?? 0,
      }))
    )
      errors['userId'] = ALREADY_MEMBER;

    if (
      found &&
      input.memberTypeId === MemberType.Mayor &&
      input.active &&
      (await repo.otherActiveMayor(tx, { convocationId: input.convocationId, exceptId: existing?.id ?? 0 }))
    )
      errors['memberTypeId'] = 'mayor_already_in_convocation';

    if (!existing && !input.pictureId) errors['pictureId'] = 'validation_required';
    return errors;
  }

  async function save(p: Principal, input: SaveInput): Promise<{ id: number }> {
    let replaced: string[] = [];
    const id = await inTransaction(db, async (tx) => {
      const existing = input.id === 0 ? null : await load(p, input.id, tx, true);
      assertNoFieldErrors(await refusals(tx, p, input, existing));
      let picture = {};
      if (input.pictureId) {
        const [taken] = await attachments.take(tx, ownerOf(p), councilMemberAttachmentKinds.picture, [
          input.pictureId,
        ]);
        if (!taken) throw badRequest('document_not_found_or_invalid', 'pictureId');
        picture = {
          pictureKey: taken.storageKey,
          pictureThumbnailKey: taken.thumbnailKey,
          pictureContentType: taken.contentType,
        };
      }
      const values = {
        memberTypeId: input.memberTypeId,
        politicalPartyId: input.politicalPartyId,
        convocationId: input.convocationId,
        userId: input.userId,
        biography: completeTranslation(input.biography),
        answerInputMode: input.answerInputModeId,
        active: input.active,
        ...picture,
      };
      const write = async () => {
        if (!existing) return repo.insertMember(tx, { ...values, municipalityId: p.municipalityId });
        await repo.updateMember(tx, p.municipalityId, existing.id, values);
        // The picture replaced: its bytes go once the change is committed.
        if (input.pictureId)
          replaced = [existing.pictureKey, existing.pictureThumbnailKey].filter((k): k is string => !!k);
        return existing.id;
      };
      try {
        return await write();
      } catch (error) {
        if (databaseError(error).code === UNIQUE_VIOLATION) throw badRequest(ALREADY_MEMBER, 'userId');
        throw error;
      }
    });
    await removeStored(replaced);
    return { id };
  }

  /** Deletes a member no question is addressed to, and their picture. */
  async function remove(p: Principal, id: number): Promise<void> {
    const keys = await inTransaction(db, async (tx) => {
      const member = await load(p, id, tx, true);
      if ((await repo.questionCountOf(tx, member.id)) > 0) throw badRequest('deletion_not_possible');
      await deleteUnlessReferenced(() => repo.deleteMember(tx, p.municipalityId, member.id));
      return [member.pictureKey, member.pictureThumbnailKey].filter((k): k is string => !!k);
    });
    await removeStored(keys);
  }

  async function answeringUsers(p: Principal): Promise<AnsweringUser[]> {
    const rows = await repo.listAnsweringAccounts(db, p.municipalityId);
    return [...rows].sort(byName(1)).map((r) => ({
      id: r.id,
      name: nameOf(r),
      email: r.email,
      profileId: r.profileId,
    }));
  }

  /** Every active unit with its setting, in the municipality's order, then by name. */
  async function unitSettings(p: Principal, languageId: number): Promise<UnitQuestionSetting[]> {
    const rows = await repo.listUnitSettings(db, p.municipalityId);
    const compare = compareText(keyOf(languageId));
    const named = rows
      .map((r) => ({ ...r, text: inLanguage(r.name, languageId) }))
      .sort((a, b) => a.sortOrder - b.sortOrder || compare(a.text, b.text));
    return named.map((r) => ({
      organizationalUnitId: r.id,
      name: r.text,
      acceptsQuestions: r.acceptsQuestions,
      answerInputModeId: r.answerInputMode,
      answererCount: r.answererCount,
      questionCount: r.questionCount,
    }));
  }

  async function saveUnitSetting(p: Principal, body: UnitSettingInput): Promise<void> {
    await inTransaction(db, async (tx) => {
      if (!(await repo.findUnit(tx, p.municipalityId, body.organizationalUnitId)))
        throw notFound('record_not_found', 'organizationalUnitId');
      await repo.saveUnitSetting(tx, {
        municipalityId: p.municipalityId,
        organizationalUnitId: body.organizationalUnitId,
        acceptsQuestions: body.acceptsQuestions,
        answerInputMode: body.answerInputModeId,
      });
    });
  }

  return {
    search,
    details,
    save,
    remove,
    answeringUsers,
    unitSettings,
    saveUnitSetting,
    /** Receives a member's picture, re-encoded without metadata, until a save takes it. */
    async uploadPicture(p: Principal, file: UploadedFile): Promise<UploadedAttachment> {
      return uploadedOf(await attachments.stage(ownerOf(p), councilMemberAttachmentKinds.picture, file));
    },
  };
}

export type CouncilMemberAdmin = ReturnType<typeof createCouncilMemberAdmin>;
