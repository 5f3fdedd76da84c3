import { z } from 'zod';
import { zId } from './common';
import { defineEndpoint, type EndpointAccess } from './endpoint';
import { Done } from './modules/accounts';

/** A required text: trimmed, not empty (`validation_required`), at most `max` characters. */
export const zRequiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation_required' }).max(max);

/** Ids of files from an upload call; one that is not an upload id is `document_not_found_or_invalid`. */
export const zUploadIds = (max: number) =>
  z
    .array(z.uuid({ error: 'document_not_found_or_invalid' }))
    .max(max)
    .default([]);

/** A file received by an upload call, waiting for the record that takes it (decision 0020). */
export const UploadedAttachment = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Photos only: the stored size after re-encoding. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedAttachment = z.infer<typeof UploadedAttachment>;

/** A file kept by a record or a comment (metadata only; bytes by download). */
export const DiscussionFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type DiscussionFile = z.infer<typeof DiscussionFile>;

/** A comment on any subject (decision 0022). */
export const DiscussionComment = z.object({
  id: z.number().int(),
  /** Empty when the subject shows an inappropriate comment to the public as hidden. */
  text: z.string(),
  /** Staff see full names; the public "First L." of a citizen, a staff author by name. */
  authorName: z.string(),
  /** The author is staff of the municipality (shown as such to citizens). */
  byStaff: z.boolean(),
  dateCreated: z.string(),
  files: z.array(DiscussionFile),
  /** Staff only: whether citizens see it, and whether it was found inappropriate. */
  active: z.boolean(),
  inappropriate: z.boolean(),
});
export type DiscussionComment = z.infer<typeof DiscussionComment>;

/** The calls a discussion may have; each module names them as its part of the spec does. */
export type DiscussionCall =
  'add' | 'addStaff' | 'list' | 'files' | 'upload' | 'setActive' | 'setInappropriate';

/** Where signed-in people comment in public: the call group (`Complaints`) and its access. */
export type PublicDiscussion = { group: string; access: EndpointAccess };

type Declaration<Field extends string, P extends PublicDiscussion | undefined> = {
  /** The staff call group (`ComplaintConfiguration`). */
  group: string;
  /** Where signed-in people comment in public; none: staff only. */
  public?: P;
  /** The subject as the call names spell it (`Complaint`). */
  subject: string;
  /** The subject in summaries (`complaint`). */
  noun: string;
  /** The body field naming the subject (`complaintId`). */
  subjectIdField: Field;
  maxLength: number;
  maxFiles: number;
  /** Who handles the discussion (staff list, staff comment, moderation, uploads). */
  staffAccess: EndpointAccess;
  /**
   * Action names where the spec departs from the usual ones (`AddComment`,
   * `AddNew<Subject>Comment`, `Get<Subject>CommentsBy<Subject>Id`, `GetFilesBy<Subject>CommentID`,
   * `UploadCommentFiles`, `Set<Subject>CommentActive`, `Set<Subject>CommentInappropriate`).
   */
  names?: Partial<Record<DiscussionCall, string>>;
};

function requestOf<Field extends string>(field: Field, maxLength: number, maxFiles: number) {
  return z.object({
    ...({ [field]: z.number().int().min(1) } as Record<Field, z.ZodNumber>),
    text: zRequiredText(maxLength),
    /** Files from an upload call; one that is no longer there or not valid is left out. */
    fileIds: zUploadIds(maxFiles),
  });
}

/** A saved comment; `fileRefused` says a file was left out (comment_file_invalid_saved_without_file). */
const CommentSaved = z.object({ comment: DiscussionComment, fileRefused: z.boolean() });

function publicAdd<Field extends string>(
  side: PublicDiscussion,
  action: string,
  noun: string,
  request: ReturnType<typeof requestOf<Field>>,
) {
  return defineEndpoint({
    name: `${side.group}.${action}`,
    method: 'POST',
    path: `/api/${side.group}/${action}`,
    summary: `A citizen comments on a public ${noun} or on their own, with files uploaded before`,
    access: side.access,
    body: request,
    response: CommentSaved,
  });
}

/**
 * The spec-named calls of one module's discussion, over the one implementation (decision
 * 0022), as `codeListEndpoints` makes the calls of a code list: the module gives its names,
 * subject field, limits and access, and exports the calls under its own names.
 */
export function discussionEndpoints<
  const Field extends string,
  P extends PublicDiscussion | undefined = undefined,
>(d: Declaration<Field, P>) {
  const S = d.subject;
  const name = (call: DiscussionCall, usual: string) => d.names?.[call] ?? usual;
  const staff = (action: string, params = '') => ({
    name: `${d.group}.${action}`,
    path: `/api/${d.group}/${action}${params}`,
  });
  const request = requestOf(d.subjectIdField, d.maxLength, d.maxFiles);
  const idParams = z.object({ id: zId });
  const uploadName = name('upload', 'UploadCommentFiles');

  // Typed by the declaration: a discussion with a public side has its public call.
  const add = (
    d.public ? publicAdd(d.public, name('add', 'AddComment'), d.noun, request) : undefined
  ) as P extends PublicDiscussion ? ReturnType<typeof publicAdd<Field>> : undefined;

  return {
    request,
    saved: CommentSaved,
    add,
    list: defineEndpoint({
      ...staff(name('list', `Get${S}CommentsBy${S}Id`), '/:id'),
      method: 'GET',
      summary: `Every comment of a ${d.noun}, active or not, oldest first`,
      access: d.staffAccess,
      params: idParams,
      response: z.array(DiscussionComment),
    }),
    files: defineEndpoint({
      ...staff(name('files', `GetFilesBy${S}CommentID`), '/:id'),
      method: 'GET',
      summary: 'The files of one comment',
      access: d.staffAccess,
      params: idParams,
      response: z.array(DiscussionFile),
    }),
    addStaff: defineEndpoint({
      ...staff(name('addStaff', `AddNew${S}Comment`)),
      method: 'POST',
      summary: `Staff comment on a ${d.noun}, with files uploaded by ${uploadName}`,
      access: d.staffAccess,
      body: request,
      response: CommentSaved,
    }),
    upload: defineEndpoint({
      ...staff(uploadName),
      method: 'POST',
      summary:
        'Receives one file for a staff comment (multipart/form-data, field "file"), judged by its bytes',
      access: d.staffAccess,
      body: { upload: { field: 'file' } },
      response: UploadedAttachment,
    }),
    setActive: defineEndpoint({
      ...staff(name('setActive', `Set${S}CommentActive`)),
      method: 'POST',
      summary: 'Shows or hides a comment to citizens',
      access: d.staffAccess,
      body: z.object({ commentId: z.number().int().min(1), active: z.boolean() }),
      response: Done,
    }),
    setInappropriate: defineEndpoint({
      ...staff(name('setInappropriate', `Set${S}CommentInappropriate`)),
      method: 'POST',
      summary: 'Marks a comment inappropriate (hidden from citizens) or clears the mark',
      access: d.staffAccess,
      body: z.object({ commentId: z.number().int().min(1), inappropriate: z.boolean() }),
      response: Done,
    }),
  };
}
