import { type AnswerFixedQuestion, answerFixedQuestion, getFixedQuestion } from '@portal/contracts';
import { useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import type { Quiet } from '../../../lib/save';
import { complaintKeys } from '../keys';

/**
 * The question of a "was it fixed?" link: read by POST (the token stays out of addresses the
 * server logs), changing nothing; a wrong link is shown on the page, not as a toast.
 */
export function useFixedQuestion(token: string) {
  return useQuery({
    queryKey: complaintKeys.fixedQuestion(token),
    queryFn: () => call(getFixedQuestion, { body: { token } }, { quiet: true }),
    retry: false,
  });
}

export const fixedCalls = {
  answer: (body: AnswerFixedQuestion, options?: Quiet) => call(answerFixedQuestion, { body }, options),
};
