import {
  type ComplaintComment,
  type LanguageKey,
  type UploadedComplaintFile,
  type UploadedFile,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Attachments, StagedUpload } from '../../platform/attachments/attachments';
import type { Principal } from '../../platform/auth/auth';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Discussions } from '../../platform/discussions/discussions';
import type { FileStorage } from '../../platform/files/storage';
import type { ServerTexts } from '../../platform/i18n';
import type { Notify } from '../../platform/notify/notify';
import { complaintAttachmentKinds, complaintParameters } from './complaints.attachments';
import { type StaffScope, scopeOf } from './complaints.policy';
import { complaintDiscussion } from './complaints.discussion';
import { type ComplaintRow, findComplaint, unitBranch } from './complaints.repository';

export type ComplaintsDeps = {
  db: Db;
  storage: FileStorage;
  texts: ServerTexts;
  /** Messages to staff of a system-notification kind and to the reporter (decision 0023). */
  notify: Notify;
  config: Config;
  attachments: Attachments;
  discussions: Discussions;
  log?: FastifyBaseLogger;
};

/** The parts every complaint use case shares: parameters, scope, loading, uploads, comments. */
export function createComplaintsCore(deps: ComplaintsDeps) {
  const { db } = deps;

  const parameters = (municipalityId: number) => complaintParameters(db, municipalityId);

  function scope(principal: Principal | null): Promise<StaffScope> {
    return scopeOf(principal, (unitId) => unitBranch(db, unitId));
  }

  async function load(municipalityId: number, id: number, tx: Db = db): Promise<ComplaintRow | null> {
    return findComplaint(tx, municipalityId, id);
  }

  const kinds = complaintAttachmentKinds;
  /** Comments on complaints, kept by the platform's discussions. */
  const discussion = complaintDiscussion;

  function uploaded(row: StagedUpload): UploadedComplaintFile {
    return {
      fileId: row.id,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      width: row.width,
      height: row.height,
    };
  }

  const ownerOf = (principal: Principal) => ({
    municipalityId: principal.municipalityId,
    userId: principal.userId,
  });

  return {
    parameters,
    scope,
    load,

    /** A photo, judged by its bytes within the size parameter and stored re-encoded with a thumbnail. */
    async uploadImage(principal: Principal, file: UploadedFile): Promise<UploadedComplaintFile> {
      return uploaded(await deps.attachments.stage(ownerOf(principal), kinds.image, file));
    },

    /**
     * A document (pdf, doc, docx, xls, xlsx, jpg, png, bmp, mov), judged by its bytes, kept
     * without metadata and under a name whose extension fits its content.
     */
    async uploadFile(principal: Principal, file: UploadedFile): Promise<UploadedComplaintFile> {
      return uploaded(await deps.attachments.stage(ownerOf(principal), kinds.file, file));
    },

    /** The caller's pending uploads of these ids, taken from the waiting list inside `tx`. */
    take(tx: Db, principal: Principal, kind: 'image' | 'file', ids: readonly string[]) {
      return deps.attachments.take(tx, ownerOf(principal), kinds[kind], ids);
    },

    discussion,

    /** Comments as the caller may see them: all for staff in scope, else active and appropriate only. */
    async comments(complaint: Pick<ComplaintRow, 'id' | 'municipalityId'>, options: { staff: boolean }) {
      const { items } = await deps.discussions.list(
        discussion,
        { municipalityId: complaint.municipalityId, subjectId: complaint.id },
        { reader: options.staff ? 'staff' : 'public' },
      );
      return items;
    },

    /**
     * Adds a comment with the caller's uploaded files; a file that is not (or no longer)
     * there is left out and `fileRefused` says so.
     */
    addComment(
      principal: Principal,
      complaint: ComplaintRow,
      input: { text: string; fileIds: string[] },
      options: { byStaff: boolean },
    ): Promise<{ comment: ComplaintComment; fileRefused: boolean }> {
      return deps.discussions.add(ownerOf(principal), discussion, complaint.id, input, options);
    },

    languageOf: (key: LanguageKey) => key,
  };
}

export type ComplaintsCore = ReturnType<typeof createComplaintsCore>;
