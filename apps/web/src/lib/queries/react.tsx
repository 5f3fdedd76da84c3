import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  type QueryStatus,
} from './core';

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

export type UseQueryOptions<T, K extends QueryKey = QueryKey> = QueryOptions<T, K> & {
  /** `false`: not fetched (a component waiting for what the key needs). */
  enabled?: boolean;
  /** Shown while the key has no answer yet: a value, or made from the answer shown before (`keepPreviousData`). */
  placeholderData?: NoInfer<T> | ((previous: NoInfer<T> | undefined) => NoInfer<T> | undefined);
  /** Fetches again every so many ms while shown; a function decides from the query each time it changes. */
  refetchInterval?: number | false | ((query: Query<NoInfer<T>>) => number | false | undefined);
  /** Goes on fetching at the interval while the page is in a background tab. */
  refetchIntervalInBackground?: boolean;
};

type ResultBase<T> = {
  /** A fetch under way (the first or a later one). */
  isFetching: boolean;
  /** The first fetch under way. */
  isLoading: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<UseQueryResult<T>>;
};

/** What a component knows of a query; `isPending`, `isError` and `isSuccess` tell `data` apart. */
export type UseQueryResult<T> = ResultBase<T> &
  (
    | {
        status: 'pending';
        isPending: true;
        isError: false;
        isSuccess: false;
        data: undefined;
        error: Error | null;
      }
    | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: undefined; error: Error }
    | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: T; error: Error }
    | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T; error: null }
  );

/** The answer shown before, kept while the next key's arrives (`placeholderData: keepPreviousData`). */
export function keepPreviousData<T>(previous: T | undefined): T | undefined {
  return previous;
}

const ignore = () => undefined;

/** Whether a component that starts showing the query should fetch it (no answer, or a stale one). */
function shouldFetch(query: Query<unknown>, enabled: boolean): boolean {
  return enabled && query.state.fetchStatus === 'idle' && query.isStale();
}

/**
 * Whether the query counts as fetching before its first fetch has begun: the component's first
 * drawing shows it loading, not empty, until the effect starts the fetch.
 */
function aboutToFetch(state: QueryState<unknown>, enabled: boolean): boolean {
  return enabled && state.fetchStatus === 'idle' && state.status === 'pending';
}

const refetchers = new WeakMap<Query<unknown>, () => Promise<UseQueryResult<unknown>>>();

/**
 * A result's `refetch`, one per query (the same function at every drawing): fetches again,
 * replacing a fetch under way, and answers the new result.
 */
function refetcher<T>(query: Query<T>): () => Promise<UseQueryResult<T>> {
  let refetch = refetchers.get(query as Query<unknown>) as (() => Promise<UseQueryResult<T>>) | undefined;
  if (!refetch) {
    const made = async (): Promise<UseQueryResult<T>> => {
      await query.fetch({ cancelRefetch: true }).catch(ignore);
      return resultOf(query.state, query.state.fetchStatus === 'fetching', undefined, made);
    };
    refetchers.set(query as Query<unknown>, made as () => Promise<UseQueryResult<unknown>>);
    refetch = made;
  }
  return refetch;
}

function resultOf<T>(
  state: QueryState<T>,
  fetching: boolean,
  placeholder: T | undefined,
  refetch: () => Promise<UseQueryResult<T>>,
): UseQueryResult<T> {
  const usePlaceholder = state.status === 'pending' && placeholder !== undefined;
  const status: QueryStatus = usePlaceholder ? 'success' : state.status;
  return {
    data: usePlaceholder ? placeholder : state.data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: fetching,
    isLoading: status === 'pending' && fetching,
    isPlaceholderData: usePlaceholder,
    dataUpdatedAt: state.dataUpdatedAt,
    refetch,
  } as UseQueryResult<T>;
}

/**
 * A server answer for a component: fetched when the component mounts without a fresh one,
 * shown to every component of the same key, fetched again when invalidated while shown.
 */
export function useQuery<T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<T, K>,
): UseQueryResult<T> {
  const client = useQueryClient();
  const merged = client.defaultQueryOptions(options) as UseQueryOptions<T, K>;
  const query = client.build<T>(merged as unknown as QueryOptions<T>);
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  const enabled = merged.enabled !== false;
  if (shouldFetch(query as Query<unknown>, enabled)) client.want(query as Query<unknown>);
  const observer = useRef({ enabled });
  // The last answer shown, for a placeholder made from it while a new key's answer comes.
  const [shown, setShown] = useState<{ data: T | undefined }>({ data: undefined });
  if (state.data !== undefined && shown.data !== state.data) setShown({ data: state.data });

  useEffect(() => {
    observer.current.enabled = enabled;
    return query.observe(observer.current);
  }, [query, enabled]);

  useEffect(() => {
    if (shouldFetch(query as Query<unknown>, enabled)) query.fetch().catch(ignore);
  }, [query, enabled]);

  const { refetchInterval, refetchIntervalInBackground } = merged;
  const interval =
    typeof refetchInterval === 'function' ? refetchInterval(query) : (refetchInterval ?? false);
  useEffect(() => {
    if (!enabled || !interval) return;
    const timer = setInterval(() => {
      if (refetchIntervalInBackground || document.visibilityState !== 'hidden') query.fetch().catch(ignore);
    }, interval);
    return () => clearInterval(timer);
  }, [query, enabled, interval, refetchIntervalInBackground]);

  const placeholderData = merged.placeholderData;
  const placeholder =
    typeof placeholderData === 'function'
      ? (placeholderData as (previous: T | undefined) => T | undefined)(shown.data)
      : placeholderData;
  const fetching = state.fetchStatus === 'fetching' || aboutToFetch(state, enabled);
  return resultOf(state, fetching, placeholder, refetcher(query));
}

/** Several queries at once, one result each in their order (their number may change). */
export function useQueries<T>({ queries }: { queries: readonly QueryOptions<T>[] }): UseQueryResult<T>[] {
  const client = useQueryClient();
  const built = queries.map((options) => client.build<T>(client.defaultQueryOptions(options)));
  for (const query of built)
    if (shouldFetch(query as Query<unknown>, true)) client.want(query as Query<unknown>);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const signature = built.map((q) => q.queryHash).join('\n');
  useEffect(() => {
    const observer = { enabled: true };
    const stops = built.flatMap((query) => [query.observe(observer), query.subscribe(rerender)]);
    for (const query of built) {
      if (shouldFetch(query as Query<unknown>, true)) query.fetch().catch(ignore);
    }
    return () => stops.forEach((stop) => stop());
    // The signature names the queries; the array is new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return built.map((query) =>
    resultOf(
      query.state,
      query.state.fetchStatus === 'fetching' || aboutToFetch(query.state, true),
      undefined,
      refetcher(query),
    ),
  );
}

export type UseMutationResult<V, R> = {
  mutateAsync: (variables: V) => Promise<R>;
  mutate: (variables: V) => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: Error | null;
  data: R | undefined;
  reset: () => void;
};

type MutationState<R> = {
  status: 'idle' | 'pending' | 'error' | 'success';
  data: R | undefined;
  error: Error | null;
};

const idle = { status: 'idle', data: undefined, error: null } as const;

/** A change sent to the server, with whether it is under way and how it ended. */
export function useMutation<V, R>(options: {
  mutationFn: (variables: V) => Promise<R>;
  onSuccess?: (data: R, variables: V) => unknown;
  onError?: (error: Error, variables: V) => unknown;
}): UseMutationResult<V, R> {
  const client = useQueryClient();
  const [state, setState] = useState<MutationState<R>>(idle);
  const mutateAsync = async (variables: V): Promise<R> => {
    setState({ status: 'pending', data: undefined, error: null });
    const retry = client.mutationRetry();
    const tries = retry === true ? 3 : retry === false ? 0 : retry;
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await options.mutationFn(variables);
        await options.onSuccess?.(data, variables);
        setState({ status: 'success', data, error: null });
        return data;
      } catch (error) {
        if (attempt < tries) continue;
        setState({ status: 'error', data: undefined, error: error as Error });
        await options.onError?.(error as Error, variables);
        throw error;
      }
    }
  };
  return {
    mutateAsync,
    mutate: (variables) => void mutateAsync(variables).catch(ignore),
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    error: state.error,
    data: state.data,
    reset: () => setState(idle),
  };
}
