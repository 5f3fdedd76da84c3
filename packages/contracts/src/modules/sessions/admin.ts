import { z } from 'zod';
import { PageRequest, pageOf, Translated, zLanguageId } from '../../common';
import { zUploadIds } from '../../discussions';
import { defineEndpoint } from '../../endpoint';
import { documentContentTypes } from '../../files';
import { Done } from '../accounts';
import { zIsoDate } from '../complaints/fields';
import {
  IdParams,
  SESSION_FILES_MAX,
  SessionDocument,
  SessionFields,
  SessionSummary,
  sessionAdminAccess,
  sessionModerationAccess,
  UploadedSessionFile,
  zStatus,
} from './shared';

/** The administration's search: period (by start), status, convocation and text. */
export const SessionSearch = PageRequest.extend({
  text: z.string().trim().max(100).optional(),
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
  statusId: zStatus.optional(),
  convocationId: z.number().int().min(1).optional(),
  languageId: zLanguageId,
});
export type SessionSearch = z.input<typeof SessionSearch>;

export const SessionListItem = SessionSummary.extend({
  privilegeId: z.number().int(),
  published: z.boolean(),
  votingEnabled: z.boolean(),
  commentingEnabled: z.boolean(),
  convocationId: z.number().int(),
  convocationName: z.string(),
  agendaItemCount: z.number().int(),
  commentCount: z.number().int(),
  voteCount: z.number().int(),
});
export type SessionListItem = z.infer<typeof SessionListItem>;

/** A session as the administration edits it: every language, its files. */
export const SessionDetails = z.object({
  id: z.number().int(),
  title: Translated,
  description: Translated,
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  statusId: z.number().int(),
  privilegeId: z.number().int(),
  votingEnabled: z.boolean(),
  commentingEnabled: z.boolean(),
  published: z.boolean(),
  /** When it was first published (the kind 6 notification went then); null while never. */
  firstPublishedAt: z.string().nullable(),
  convocationId: z.number().int(),
  documents: z.array(SessionDocument),
  agendaItemCount: z.number().int(),
  commentCount: z.number().int(),
  voteCount: z.number().int(),
});
export type SessionDetails = z.infer<typeof SessionDetails>;

/**
 * Creates (id 0) or changes a session. `documentIds`/`additionalIds` are files uploaded before
 * and taken now; `removedDocumentIds` are kept files to delete.
 */
export const SessionSave = z
  .object({
    id: z.number().int().min(0),
    ...SessionFields,
    documentIds: zUploadIds(SESSION_FILES_MAX),
    additionalIds: zUploadIds(SESSION_FILES_MAX),
    removedDocumentIds: z
      .array(z.number().int().min(1))
      .max(SESSION_FILES_MAX * 4)
      .default([]),
  })
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    path: ['endsAt'],
    error: 'validation_end_before_start',
  });
export type SessionSave = z.input<typeof SessionSave>;

export const searchSessions = defineEndpoint({
  name: 'Sessions.Search',
  method: 'POST',
  path: '/api/Sessions/Search',
  summary: 'Sessions by period, status, convocation and text, newest first, a page at a time',
  access: sessionModerationAccess,
  body: SessionSearch,
  response: pageOf(SessionListItem),
});

export const getSessionById = defineEndpoint({
  name: 'Sessions.GetByID',
  method: 'GET',
  path: '/api/Sessions/GetByID/:id',
  summary: 'One session with every language and its files, for editing',
  access: sessionModerationAccess,
  params: IdParams,
  response: SessionDetails,
});

export const saveSession = defineEndpoint({
  name: 'Sessions.Save',
  method: 'POST',
  path: '/api/Sessions/Save',
  summary:
    'Creates (id 0) or changes a session; a new session takes only the current active convocation; ' +
    'the first publication notifies kind 6',
  access: sessionAdminAccess,
  body: SessionSave,
  response: SessionDetails,
});

export const deleteSession = defineEndpoint({
  name: 'Sessions.DeleteSessionByID',
  method: 'POST',
  path: '/api/Sessions/DeleteSessionByID',
  summary:
    'Deletes a session with its agenda and files; with votes or comments refused (deletion_not_possible) ' +
    'unless an administrator confirms again (force)',
  access: sessionAdminAccess,
  body: z.object({ id: z.number().int().min(1), force: z.boolean().default(false) }),
  response: Done,
});

export const sendSessionUpdatedNotification = defineEndpoint({
  name: 'Sessions.SendSessionUpdatedNotification',
  method: 'POST',
  path: '/api/Sessions/SendSessionUpdatedNotification',
  summary: 'Sends system notification kind 6 (session published) about a published session to its recipients',
  access: sessionAdminAccess,
  body: z.object({ sessionId: z.number().int().min(1) }),
  response: z.object({ recipients: z.number().int() }),
});

export const uploadSessionDocument = defineEndpoint({
  name: 'Sessions.UploadSessionDocument',
  method: 'POST',
  path: '/api/Sessions/UploadSessionDocument',
  summary:
    'Receives one document for a session or an agenda item (multipart/form-data, field "file"), judged by its bytes',
  access: sessionAdminAccess,
  body: { upload: { field: 'file' } },
  response: UploadedSessionFile,
});

export const downloadSessionDocumentStaff = defineEndpoint({
  name: 'Sessions.DownloadSessionDocument',
  method: 'GET',
  path: '/api/Sessions/DownloadSessionDocument/:id',
  summary: 'A document of any session or agenda item, for the administration',
  access: sessionModerationAccess,
  params: IdParams,
  response: { file: documentContentTypes },
});
