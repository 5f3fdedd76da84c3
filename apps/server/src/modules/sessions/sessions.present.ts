import {
  languageKeyById,
  type LanguageId,
  type SessionDocument,
  type Translated,
  type VoteTally,
} from '@portal/contracts';
import { AppError } from '../../platform/errors';
import type { AgendaItemRow, SessionFileRow } from './sessions.repository';

export const noVotes = (): VoteTally => ({ for: 0, against: 0, abstained: 0, absent: 0 });

/** A stored text in the reader's language (Serbian Cyrillic was completed when saved). */
export const inLanguage = (text: Translated, languageId: number): string =>
  text[languageKeyById[languageId as LanguageId] ?? 'bs'] || text.bs;

export const documentOf = (f: SessionFileRow): SessionDocument => ({
  id: f.id,
  fileName: f.fileName,
  contentType: f.contentType,
  size: f.size,
  additional: f.additional,
});

export const councilOf = (item: AgendaItemRow) => ({
  decisionId: item.councilDecisionId,
  for: item.councilFor,
  against: item.councilAgainst,
  abstained: item.councilAbstained,
});

/** Files by agenda item (null: the session's own). */
export function filesByItem(files: readonly SessionFileRow[]): Map<number | null, SessionFileRow[]> {
  const map = new Map<number | null, SessionFileRow[]>();
  for (const f of files) map.set(f.agendaItemId, [...(map.get(f.agendaItemId) ?? []), f]);
  return map;
}

/**
 * A comment's file by its id, looked for among a session's comments, then an agenda item's:
 * comment files and documents share one series of ids, so an id names one file only.
 */
export async function commentFileOf<T>(find: (subject: 'session' | 'agenda-item') => Promise<T>): Promise<T> {
  try {
    return await find('session');
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return find('agenda-item');
    throw error;
  }
}
