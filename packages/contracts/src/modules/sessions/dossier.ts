import { z } from 'zod';
import { zLanguageId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { reportFormatFiles } from '../../reports';
import { sessionAdminAccess } from './shared';

/*
 * The session export (the spec's ExportSessionData; decision 0026, "Documents of one record",
 * and 0027): one council session with its agenda tree, documents, citizens' vote counts and
 * comments as a PDF, Word or Excel document, for those who administer sessions.
 */

export const SESSION_DOSSIER_FORMATS = ['pdf', 'docx', 'xlsx'] as const;
export type SessionDossierFormat = (typeof SESSION_DOSSIER_FORMATS)[number];

export const SessionDossierRequest = z.object({
  sessionId: z.number().int().min(1),
  languageId: zLanguageId,
  format: z.enum(SESSION_DOSSIER_FORMATS),
});
export type SessionDossierRequest = z.input<typeof SessionDossierRequest>;

export const exportSessionData = defineEndpoint({
  name: 'Sessions.ExportSessionData',
  method: 'POST',
  path: '/api/Sessions/ExportSessionData',
  summary:
    'One session as a document (PDF, Word or Excel): its data, agenda with sub-items, council ' +
    'decisions, documents, citizens’ vote counts and comments of every state, in the caller’s language',
  access: sessionAdminAccess,
  personalData: true,
  body: SessionDossierRequest,
  response: { file: SESSION_DOSSIER_FORMATS.map((format) => reportFormatFiles[format].contentType) },
});
