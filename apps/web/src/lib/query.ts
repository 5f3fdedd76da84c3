import { DRAWN_ANSWERS_ID } from '@portal/contracts';
import { type CarriedAnswer, QueryClient, type QueryClientConfig } from './queries';

/** How the app keeps server answers: fresh for a minute, a failure shown at once (no retry). */
export const queryDefaults: QueryClientConfig = {
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
};

export const queryClient = new QueryClient(queryDefaults);

/**
 * Starts the app's cache with the answers the server drew the page with, so that the app's
 * first drawing is the page the visitor already sees, without asking again.
 */
export function takeCarriedAnswers(client: QueryClient): void {
  const element = document.getElementById(DRAWN_ANSWERS_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    const answers = JSON.parse(element.textContent) as unknown;
    if (!Array.isArray(answers)) return;
    for (const answer of answers as CarriedAnswer[]) {
      if (Array.isArray(answer?.key) && answer.data !== undefined)
        client.setQueryData(answer.key, answer.data);
    }
  } catch {
    // Not carried after all: the app asks as it would have.
  }
}
