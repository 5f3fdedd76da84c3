import {
  getQuestionStatistics,
  getResponsiveness,
  type LanguageId,
  type QuestionStatisticsRequest,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { questionKeys } from '../keys';

/*
 * The public statistics and the responsiveness table of citizens' questions. Their keys are
 * under the questions' root (../keys.ts), so that an answer or a moderation refreshes them.
 */

export const fetchQuestionStatistics = (request: QuestionStatisticsRequest) =>
  call(getQuestionStatistics, { body: request });

/** The counts of the period and addressee kind; the last figures stay while new ones load. */
export function useQuestionStatistics(request: QuestionStatisticsRequest) {
  return useQuery({
    queryKey: questionKeys.statistics(request),
    queryFn: () => fetchQuestionStatistics(request),
    placeholderData: keepPreviousData,
  });
}

/** Per council member, the mayor and each unit: received, answered and how fast, now and overall. */
export function useResponsiveness(languageId: LanguageId) {
  return useQuery({
    queryKey: questionKeys.responsiveness(languageId),
    queryFn: () => call(getResponsiveness, { params: { languageId } }),
  });
}
