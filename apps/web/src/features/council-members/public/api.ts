import {
  getAddressees,
  getCouncilMemberPicture,
  getLatestQuestions,
  getMyQuestions,
  getPublicCouncil,
  getPublicCouncilMember,
  getPublicMayor,
  getPublicQuestion,
  getUserBasicData,
  type LanguageId,
  type PublicQuestionSearch,
  searchPublicQuestions,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call, urlOf } from '../../../lib/api-client';
import { councilKeys, questionKeys } from '../keys';

/*
 * The public side of council members and questions. The queries live under the module's root
 * (../keys.ts), so a staff change (an answer, a moderation switch, a member saved) refreshes them.
 */

/** The council of the current convocation, or of an earlier one (`convocationId`). */
export function usePublicCouncil(languageId: LanguageId, convocationId: number | null) {
  return useQuery({
    queryKey: councilKeys.council(languageId, convocationId),
    queryFn: () =>
      call(getPublicCouncil, {
        params: { languageId },
        query: { convocationId: convocationId ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** A council member; 404 is shown on the page itself, not as a toast. */
export function usePublicCouncilMember(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: councilKeys.member(id, languageId),
    queryFn: () => call(getPublicCouncilMember, { params: { id, languageId } }, { quiet: true }),
    enabled: id > 0,
  });
}

/** The mayor of the current convocation, or null when none is recorded. */
export function usePublicMayor(languageId: LanguageId) {
  return useQuery({
    queryKey: councilKeys.mayor(languageId),
    queryFn: () => call(getPublicMayor, { params: { languageId } }),
  });
}

/** Whom one may ask: the mayor, the current council members, the units that take questions. */
export function useAddressees(languageId: LanguageId) {
  return useQuery({
    queryKey: questionKeys.addressees(languageId),
    queryFn: () => call(getAddressees, { params: { languageId } }),
    staleTime: 60_000,
  });
}

export function usePublicQuestionSearch(search: PublicQuestionSearch) {
  return useQuery({
    queryKey: questionKeys.list(search),
    queryFn: () => call(searchPublicQuestions, { body: search }),
    placeholderData: keepPreviousData,
  });
}

export function useLatestQuestions(languageId: LanguageId) {
  return useQuery({
    queryKey: questionKeys.latest(languageId),
    queryFn: () => call(getLatestQuestions, { params: { languageId } }),
  });
}

/** A question with its answer; 404 is shown on the page itself. */
export function usePublicQuestion(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: questionKeys.detail(id, languageId),
    queryFn: () => call(getPublicQuestion, { params: { id, languageId } }, { quiet: true }),
    enabled: id > 0,
  });
}

/** The signed-in person's own questions, newest first. */
export function useMyQuestions(pageNumber: number, pageSize: number, languageId: LanguageId) {
  return useQuery({
    queryKey: questionKeys.mine(pageNumber, pageSize, languageId),
    queryFn: () => call(getMyQuestions, { body: { pageNumber, pageSize, languageId } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The signed-in person's account e-mail, to pre-fill where the answer notice goes. Under the
 * questions' key (not the accounts feature's), so signing out and in again asks afresh.
 */
export function useOwnEmail(userId: number) {
  return useQuery({
    queryKey: [...questionKeys.all, 'own-email', userId] as const,
    // Quiet: without it the person types their address, as they would anyway.
    queryFn: async () => (await call(getUserBasicData, {}, { quiet: true })).email ?? '',
    staleTime: Infinity,
  });
}

/** The address of a council member's picture (`small`: the thumbnail). */
export const pictureUrl = (id: number, size: 'small' | 'full' = 'small') =>
  urlOf(getCouncilMemberPicture, { params: { id }, query: { size } });
