import { QueryClient } from './queries';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
