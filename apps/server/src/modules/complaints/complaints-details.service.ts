import { type ComplaintDetails, type LanguageId, type LanguageKey, languageKeyById } from '@portal/contracts';
import type { Principal } from '../../platform/auth/auth';
import { AppError, notFound } from '../../platform/errors';
import type { FileResult } from '../../platform/http';
import { fullName } from '../../platform/people';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { publicAccess } from './complaints.policy';
import { answerOf, fileOf, imageOf, listItem, publicReporterName, responseHours } from './complaints.present';
import {
  type ComplaintRow,
  findAnswerFile,
  findFile,
  findImage,
  listAnswerFiles,
  listAnswers,
  readChildren,
} from './complaints.repository';
import { supportedBy } from './complaints.votes';
import { followingOf } from './complaints-following.service';

/** One complaint as a citizen or visitor sees it: its details, its photos and files, their comments. */
export function createComplaintDetails(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db } = deps;

  /** The complaint as this caller may see it, or the refusal: 404 hidden, 410 inappropriate. */
  async function visibleTo(principal: Principal | null, municipalityId: number, id: number) {
    const [row, scope] = await Promise.all([core.load(municipalityId, id), core.scope(principal)]);
    if (!row) throw notFound();
    const access = publicAccess(row, principal, scope);
    if (access === 'hidden') throw notFound();
    if (access === 'gone') throw new AppError(410, 'complaint_hidden_inappropriate', 'complaint');
    return { row, access, scope };
  }

  /** The complaint behind a file, for a caller who may see it; a file of any other is not found. */
  const seen = (principal: Principal | null, municipalityId: number, id: number) =>
    visibleTo(principal, municipalityId, id).catch(() => {
      throw notFound();
    });

  return {
    async details(
      principal: Principal | null,
      municipalityId: number,
      id: number,
      languageId: LanguageId,
    ): Promise<ComplaintDetails> {
      const { row, access } = await visibleTo(principal, municipalityId, id);
      return detailsOf(row, languageKeyById[languageId], { staff: access === 'staff', principal });
    },

    /** A citizen's comment, on a public complaint or on their own. */
    async comment(principal: Principal, input: { complaintId: number; text: string; fileIds: string[] }) {
      const { row } = await visibleTo(principal, principal.municipalityId, input.complaintId);
      return core.addComment(principal, row, input, { byStaff: false });
    },

    async image(principal: Principal | null, municipalityId: number, id: number, thumbnail: boolean) {
      const found = await findImage(db, municipalityId, id);
      return deps.attachments.download(
        found?.image,
        () => seen(principal, municipalityId, found!.complaintId),
        {
          thumbnail,
        },
      );
    },

    /**
     * A document or a comment's file (one series of ids, decision 0022), to whoever may see
     * the complaint (and, for citizens, the comment).
     */
    async file(principal: Principal | null, municipalityId: number, id: number): Promise<FileResult> {
      const found = await findFile(db, municipalityId, id);
      if (!found) {
        return deps.discussions.file(core.discussion, { municipalityId, fileId: id }, async (comment) => {
          const { access } = await seen(principal, municipalityId, comment.subjectId);
          return access === 'staff' ? 'staff' : 'public';
        });
      }
      return deps.attachments.download(found.file, () => seen(principal, municipalityId, found.complaintId));
    },

    async answerFile(principal: Principal | null, municipalityId: number, id: number): Promise<FileResult> {
      const found = await findAnswerFile(db, municipalityId, id);
      return deps.attachments.download(found?.file, () =>
        seen(principal, municipalityId, found!.complaintId),
      );
    },

    detailsOf,
    answersOf,
  };

  /** The details of a complaint: comments as the caller may see them, everything else alike. */
  async function detailsOf(
    row: ComplaintRow,
    language: LanguageKey,
    options: { staff: boolean; principal: Principal | null },
  ): Promise<ComplaintDetails> {
    // Everything after the complaint's row in one wave of three reads (issue 19): the complaint's
    // own children in one query, its comments with their files, its history.
    const userId = options.principal?.userId ?? null;
    const children = readChildren(db, row.id, userId);
    const answersRead = children.then((c) => answersFrom(c, language));
    const [{ images, documents }, comments, answers, supportedByMe, following] = await Promise.all([
      children,
      core.comments(row, { staff: options.staff }),
      answersRead,
      supportedBy(db, row, options.principal),
      followingOf(db, row, {
        answers: answersRead,
        language,
        principal: options.principal,
        staff: options.staff,
        state: children,
      }),
    ]);
    const mine = !!options.principal && options.principal.userId === row.userId;
    return {
      ...listItem(row, language),
      description: row.description,
      locationDescription: row.locationDescription,
      organizationalUnitId: row.organizationalUnitId,
      userName: options.staff || mine ? fullName(row) : publicReporterName(row),
      mine,
      supportCount: row.supportCount,
      supportedByMe,
      images: images.map(imageOf),
      documents: documents.map(fileOf),
      comments,
      answers,
      responseHours: responseHours(row),
      dueAt: row.dueAt?.toISOString() ?? null,
      dateResolved: row.dateResolved?.toISOString() ?? null,
      inappropriate: row.inappropriate,
      visible: row.visible,
      ...following,
    };
  }

  async function answersOf(complaintId: number, language: LanguageKey) {
    const [answers, answerFiles] = await Promise.all([
      listAnswers(db, complaintId),
      listAnswerFiles(db, complaintId),
    ]);
    return answersFrom({ answers, answerFiles }, language);
  }
}

/** The answers of a complaint, each with its files. */
function answersFrom(
  read: {
    answers: Awaited<ReturnType<typeof listAnswers>>;
    answerFiles: Awaited<ReturnType<typeof listAnswerFiles>>;
  },
  language: LanguageKey,
) {
  return read.answers.map((r) =>
    answerOf(r, read.answerFiles.filter((f) => f.answerId === r.answer.id).map(fileOf), language),
  );
}
