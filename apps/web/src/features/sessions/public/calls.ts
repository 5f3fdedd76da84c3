import {
  type AgendaVoteChoice,
  agendaComments,
  downloadPublicSessionDocument,
  getSessionCalendarEvent,
  type LanguageId,
  sessionComments,
  uploadPublicSessionFile,
  voteOnAgendaItem,
} from '@portal/contracts';
import { call } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/download';
import type { Quiet } from '../../../lib/save';
import { uploadFile, type UploadOptions } from '../../../lib/upload';

/**
 * What the public session pages send and fetch as files: apart from the reads (`api.ts`), so
 * that a page that only reads (the home page's latest sessions) loads none of it.
 */
type CommentValues = { text: string; fileIds: string[] };

export const sessionCalls = {
  vote: (agendaItemId: number, choice: AgendaVoteChoice, options?: Quiet) =>
    call(voteOnAgendaItem, { body: { agendaItemId, choice } }, options),
  commentOnSession: (sessionId: number, values: CommentValues, options?: Quiet) =>
    call(sessionComments.add, { body: { sessionId, ...values } }, options),
  commentOnAgendaItem: (agendaItemId: number, values: CommentValues, options?: Quiet) =>
    call(agendaComments.add, { body: { agendaItemId, ...values } }, options),
  uploadCommentFile: (file: File, options: UploadOptions) =>
    uploadFile(uploadPublicSessionFile, file, options),
  download: (id: number) => downloadFrom(downloadPublicSessionDocument, { params: { id } }),
  calendarEvent: (id: number, languageId: LanguageId) =>
    downloadFrom(getSessionCalendarEvent, { params: { id, languageId } }),
};
