import {
  agendaComments,
  type AgendaSave,
  deleteSession,
  downloadSessionDocumentStaff,
  getAgendas,
  getNextItemNumber,
  getSessionById,
  saveAgendas,
  saveSession,
  searchSessions,
  sendSessionUpdatedNotification,
  sessionComments,
  type SessionSave,
  type SessionSearch,
  uploadSessionDocument,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/download';
import type { Quiet } from '../../../lib/save';
import { uploadFile, type UploadOptions } from '../../../lib/upload';

/**
 * Query keys of the sessions' administration, under the module's root `['sessions']`: a
 * change invalidates the root, so whatever the public pages keep under it is read afresh.
 */
export const sessionAdminKeys = {
  all: ['sessions'] as const,
  admin: () => [...sessionAdminKeys.all, 'admin'] as const,
  list: (search: SessionSearch) => [...sessionAdminKeys.admin(), 'list', search] as const,
  detail: (id: number) => [...sessionAdminKeys.admin(), 'detail', id] as const,
  agenda: (sessionId: number) => [...sessionAdminKeys.admin(), 'agenda', sessionId] as const,
  comments: (subject: CommentSubject, id: number) =>
    [...sessionAdminKeys.admin(), 'comments', subject, id] as const,
};

/** What a staff comment thread belongs to: the session itself or one of its agenda items. */
export type CommentSubject = 'session' | 'agendaItem';

const discussions = { session: sessionComments, agendaItem: agendaComments } as const;

export function useSessionSearch(search: SessionSearch) {
  return useQuery({
    queryKey: sessionAdminKeys.list(search),
    queryFn: () => call(searchSessions, { body: search }),
    placeholderData: keepPreviousData,
  });
}

/** One session for editing; none for a new one (id 0). */
export function useSessionDetails(id: number) {
  return useQuery({
    queryKey: sessionAdminKeys.detail(id),
    queryFn: () => call(getSessionById, { params: { id } }),
    enabled: id > 0,
  });
}

export function useAgenda(sessionId: number) {
  return useQuery({
    queryKey: sessionAdminKeys.agenda(sessionId),
    queryFn: () => call(getAgendas, { params: { id: sessionId } }),
  });
}

/** Every comment of a session or an agenda item, active or not. */
export function useStaffComments(subject: CommentSubject, id: number) {
  return useQuery({
    queryKey: sessionAdminKeys.comments(subject, id),
    queryFn: () => call(discussions[subject].list, { params: { id } }),
  });
}

/** The staff's calls that change something; after each, `sessionAdminKeys.all` is invalidated. */
export const sessionCalls = {
  save: (body: SessionSave, options?: Quiet) => call(saveSession, { body }, options),
  remove: (id: number, force: boolean, options?: Quiet) =>
    call(deleteSession, { body: { id, force } }, options),
  notify: (sessionId: number) => call(sendSessionUpdatedNotification, { body: { sessionId } }),
  saveAgenda: (body: AgendaSave, options?: Quiet) => call(saveAgendas, { body }, options),
  /** The next free ordinal number (parentId 0) or sub-number under the item `parentId`. */
  nextNumber: (sessionId: number, parentId: number) =>
    call(getNextItemNumber, { params: { id: sessionId, parentId } }),
  upload: (file: File, options: UploadOptions) => uploadFile(uploadSessionDocument, file, options),
  /** A session's or an agenda item's document, or a file of a comment on them. */
  download: (id: number) => downloadFrom(downloadSessionDocumentStaff, { params: { id } }),
  setCommentActive: (subject: CommentSubject, commentId: number, active: boolean) =>
    call(discussions[subject].setActive, { body: { commentId, active } }),
  setCommentInappropriate: (subject: CommentSubject, commentId: number, inappropriate: boolean) =>
    call(discussions[subject].setInappropriate, { body: { commentId, inappropriate } }),
  addComment: (
    subject: CommentSubject,
    { id, text, fileIds }: { id: number; text: string; fileIds: string[] },
    options?: Quiet,
  ) =>
    subject === 'session'
      ? call(sessionComments.addStaff, { body: { sessionId: id, text, fileIds } }, options)
      : call(agendaComments.addStaff, { body: { agendaItemId: id, text, fileIds } }, options),
  uploadCommentFile: (subject: CommentSubject, file: File, options: UploadOptions) =>
    uploadFile(discussions[subject].upload, file, options),
};
