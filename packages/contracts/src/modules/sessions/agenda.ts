import { z } from 'zod';
import { Translated, zId } from '../../common';
import { zUploadIds } from '../../discussions';
import { defineEndpoint } from '../../endpoint';
import { DataStatus } from '../../enums';
import { zTranslated } from '../code-lists';
import {
  AGENDA_ITEMS_MAX,
  AGENDA_TEXT_MAX,
  CouncilOutcome,
  IdParams,
  SESSION_FILES_MAX,
  SessionDocument,
  sessionAdminAccess,
  sessionModerationAccess,
  VoteTally,
  zStatus,
} from './shared';

/** An agenda item as the administration edits it; sub-items carry their item's id. */
export const AgendaItemDetails = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  ordinalNumber: z.number().int(),
  /** 0 for an item; 1, 2, … for its sub-items ("3.1", "3.2"). */
  subNumber: z.number().int(),
  name: Translated,
  description: Translated,
  statusId: z.number().int(),
  documents: z.array(SessionDocument),
  votes: VoteTally,
  commentCount: z.number().int(),
  council: CouncilOutcome,
});
export type AgendaItemDetails = z.infer<typeof AgendaItemDetails>;

const zCount = z.number().int().min(0).max(100_000).nullable().default(null);

/**
 * One row of the agenda's save, by data status (Unchanged 1, Created 2, Updated 3, Deleted 4)
 * as the code lists save. A new row has a negative `key` its sub-items name as `parentKey`;
 * a kept row's key is its id.
 */
export const AgendaItemSave = z.object({
  key: z.number().int(),
  dataStatus: z.union([
    z.literal(DataStatus.Unchanged),
    z.literal(DataStatus.Created),
    z.literal(DataStatus.Updated),
    z.literal(DataStatus.Deleted),
  ]),
  parentKey: z.number().int().nullable(),
  ordinalNumber: z.number({ error: 'validation_required' }).int().min(1).max(999),
  subNumber: z.number().int().min(0).max(99),
  name: zTranslated(AGENDA_TEXT_MAX, true),
  description: zTranslated(AGENDA_TEXT_MAX, false),
  statusId: zStatus,
  documentIds: zUploadIds(SESSION_FILES_MAX),
  removedDocumentIds: z
    .array(z.number().int().min(1))
    .max(SESSION_FILES_MAX * 4)
    .default([]),
  council: z
    .object({
      decisionId: z
        .union([z.literal(1), z.literal(2), z.literal(3)])
        .nullable()
        .default(null),
      for: zCount,
      against: zCount,
      abstained: zCount,
    })
    .default({ decisionId: null, for: null, against: null, abstained: null }),
});
export type AgendaItemSave = z.input<typeof AgendaItemSave>;

export const AgendaSave = z.object({
  sessionId: z.number().int().min(1),
  items: z.array(AgendaItemSave).max(AGENDA_ITEMS_MAX),
});
export type AgendaSave = z.input<typeof AgendaSave>;

export const getAgendas = defineEndpoint({
  name: 'Sessions.GetAgendasBySessionID',
  method: 'GET',
  path: '/api/Sessions/GetAgendasBySessionID/:id',
  summary: 'The agenda of a session in order, items then their sub-items, every language',
  access: sessionModerationAccess,
  params: IdParams,
  response: z.array(AgendaItemDetails),
});

export const saveAgendas = defineEndpoint({
  name: 'Sessions.SaveAgendas',
  method: 'POST',
  path: '/api/Sessions/SaveAgendas',
  summary:
    'Saves the agenda by data status in one transaction; ordinal and sub-number unique together ' +
    '(item_number_already_exists); answers the agenda as saved',
  access: sessionAdminAccess,
  body: AgendaSave,
  response: z.array(AgendaItemDetails),
});

export const deleteAgenda = defineEndpoint({
  name: 'Sessions.DeleteAgenda',
  method: 'DELETE',
  path: '/api/Sessions/DeleteAgenda/:id',
  summary:
    'Deletes an agenda item with its sub-items; with votes or comments refused (deletion_not_possible)',
  access: sessionAdminAccess,
  params: IdParams,
  response: z.object({ success: z.literal(true) }),
});

export const getNextItemNumber = defineEndpoint({
  name: 'Sessions.GetNextItemNumber',
  method: 'GET',
  path: '/api/Sessions/GetNextItemNumber/:id/:parentId',
  summary: 'The next free ordinal number of a session (parentId 0), or sub-number under an item',
  access: sessionAdminAccess,
  params: z.object({ id: zId, parentId: zId }),
  response: z.object({ ordinalNumber: z.number().int(), subNumber: z.number().int() }),
});
