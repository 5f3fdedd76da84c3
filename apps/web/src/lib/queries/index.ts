/**
 * The app's cache of server answers, by TanStack Query's names (decision 0017): `core.ts` keeps
 * the answers, `react.tsx` gives them to components.
 */
export {
  type CarriedAnswer,
  hashKey,
  partialMatchKey,
  Query,
  QueryClient,
  type QueryClientConfig,
  type QueryFunctionContext,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  type QueryStatus,
  replaceEqualDeep,
} from './core';
export {
  keepPreviousData,
  QueryClientProvider,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from './react';
