import {
  getLatestSessions,
  getPublicAgendaItem,
  getPublicSession,
  type LanguageId,
  type PublicSessionSearch,
  searchPublicSessions,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';

/**
 * The query keys of the public session pages, under the module's root `['sessions']`, so
 * that a staff change invalidating the root refreshes these pages too.
 */
export const sessionPublicKeys = {
  all: ['sessions', 'public'] as const,
  lists: () => [...sessionPublicKeys.all, 'list'] as const,
  list: (search: PublicSessionSearch) => [...sessionPublicKeys.lists(), search] as const,
  latest: (languageId: LanguageId) => [...sessionPublicKeys.all, 'latest', languageId] as const,
  detail: (id: number, languageId: LanguageId) =>
    [...sessionPublicKeys.all, 'detail', id, languageId] as const,
  agendaItem: (id: number, languageId: LanguageId) =>
    [...sessionPublicKeys.all, 'agenda-item', id, languageId] as const,
};

export function usePublicSessionSearch(search: PublicSessionSearch) {
  return useQuery({
    queryKey: sessionPublicKeys.list(search),
    queryFn: () => call(searchPublicSessions, { body: search }),
    placeholderData: keepPreviousData,
  });
}

export function useLatestSessions(languageId: LanguageId) {
  return useQuery({
    queryKey: sessionPublicKeys.latest(languageId),
    queryFn: () => call(getLatestSessions, { params: { languageId } }),
  });
}

/** A session; 404 is shown on the page itself, not as a toast. */
export function usePublicSession(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: sessionPublicKeys.detail(id, languageId),
    queryFn: () => call(getPublicSession, { params: { id, languageId } }, { quiet: true }),
    enabled: id > 0,
  });
}

/** An agenda item with its session; 404 is shown on the page itself. */
export function usePublicAgendaItem(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: sessionPublicKeys.agendaItem(id, languageId),
    queryFn: () => call(getPublicAgendaItem, { params: { id, languageId } }, { quiet: true }),
    enabled: id > 0,
  });
}
