/**
 * The app's cache of server answers (decision 0017): what the web used of TanStack Query, by
 * the same names, in ~2 kB instead of ~11. A query is an answer kept under its key (an array,
 * hashed with its objects' keys sorted), fetched once however many components ask for it at
 * once, kept while it is fresh (`staleTime`), fetched again when a component mounts after that
 * or when a save invalidates it, and dropped `gcTime` after its last component went. A new
 * answer equal to the kept one in part keeps those parts' identity, so an effect that depends
 * on them does not run again. It never refetches on a window's focus or on reconnecting.
 */

export type QueryKey = readonly unknown[];

export type QueryFunctionContext<K extends QueryKey = QueryKey> = { queryKey: K; signal: AbortSignal };

export type QueryStatus = 'pending' | 'error' | 'success';

export type QueryState<T> = {
  data: T | undefined;
  error: Error | null;
  status: QueryStatus;
  fetchStatus: 'idle' | 'fetching';
  dataUpdatedAt: number;
  isInvalidated: boolean;
};

export type QueryOptions<T, K extends QueryKey = QueryKey> = {
  queryKey: K;
  queryFn: (context: QueryFunctionContext<K>) => T | Promise<T>;
  /** How long an answer counts as fresh, in ms (0: a mounting component asks again). */
  staleTime?: number;
  /** How long an answer no component shows is kept, in ms (five minutes). */
  gcTime?: number;
  /** Tries after a failure: `true` three, `false` none. */
  retry?: boolean | number;
};

export type QueryClientConfig = {
  defaultOptions?: {
    queries?: Partial<Omit<QueryOptions<unknown>, 'queryKey' | 'queryFn'>>;
    mutations?: { retry?: boolean | number };
  };
};

/** A key's hash: the same for keys equal in value, whatever their objects' key order. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

/** Whether `partial` matches `key` in what it says: `['complaints']` matches every key that starts so. */
export function partialMatchKey(key: unknown, partial: unknown): boolean {
  if (key === partial) return true;
  if (typeof key !== typeof partial || !key || !partial || typeof key !== 'object') return false;
  return Object.keys(partial).every((k) =>
    partialMatchKey((key as Record<string, unknown>)[k], (partial as Record<string, unknown>)[k]),
  );
}

function isPlainObject(value: unknown): value is object {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
}

/** `next`, with every part deeply equal to `previous`'s part taken from `previous` (its identity kept). */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = keys.length === Object.keys(before).length;
  for (const key of keys) {
    copy[key] = replaceEqualDeep(before[key], after[key]);
    if (copy[key] !== before[key] || !(key in before)) same = false;
  }
  return (same ? previous : copy) as T;
}

const DEFAULT_GC_TIME = 5 * 60_000;

/** Whether a fetch is still the query's own (a newer one replaces it after an invalidation). */
type Fetch<T> = { promise: Promise<T>; controller: AbortController };

export class Query<T = unknown> {
  readonly queryKey: QueryKey;
  readonly queryHash: string;
  options: QueryOptions<T>;
  state: QueryState<T> = {
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    dataUpdatedAt: 0,
    isInvalidated: false,
  };
  readonly #listeners = new Set<() => void>();
  readonly #observers = new Set<{ enabled: boolean }>();
  readonly #remove: (query: Query<T>) => void;
  #fetch: Fetch<T> | null = null;
  #gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: QueryOptions<T>, queryHash: string, remove: (query: Query<T>) => void) {
    this.queryKey = options.queryKey;
    this.queryHash = queryHash;
    this.options = options;
    this.#remove = remove;
    this.#scheduleGc();
  }

  /** The current state (a new object at every change): for `useSyncExternalStore`. */
  readonly getState = (): QueryState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A component showing the query: kept while any does; `enabled` ones are refetched on invalidation. */
  observe(observer: { enabled: boolean }): () => void {
    this.#observers.add(observer);
    clearTimeout(this.#gcTimer);
    return () => {
      this.#observers.delete(observer);
      if (this.#observers.size === 0) this.#scheduleGc();
    };
  }

  isActive(): boolean {
    return [...this.#observers].some((o) => o.enabled);
  }

  isStale(staleTime = this.options.staleTime ?? 0): boolean {
    return (
      this.state.data === undefined ||
      this.state.isInvalidated ||
      Date.now() - this.state.dataUpdatedAt >= staleTime
    );
  }

  setState(update: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...update };
    for (const listener of [...this.#listeners]) listener();
  }

  setData(data: T, update: Partial<QueryState<T>> = {}): T {
    const kept = replaceEqualDeep(this.state.data, data);
    this.setState({
      data: kept,
      error: null,
      status: 'success',
      dataUpdatedAt: Date.now(),
      isInvalidated: false,
      ...update,
    });
    return kept;
  }

  /**
   * Fetches the answer, once however many ask meanwhile. With `cancelRefetch` (a refetch, an
   * invalidation) a fetch under way for data already shown gives way to a new one, whose answer
   * cannot predate the change that asked for it.
   */
  fetch(options: { cancelRefetch?: boolean } = {}): Promise<T> {
    const running = this.#fetch;
    if (running) {
      if (!(options.cancelRefetch && this.state.data !== undefined)) return running.promise;
      running.controller.abort();
    }
    const controller = new AbortController();
    const own: Fetch<T> = { controller, promise: this.#run(controller) };
    this.#fetch = own;
    if (this.state.fetchStatus !== 'fetching') this.setState({ fetchStatus: 'fetching' });
    own.promise.then(
      (data) => this.#settle(own) && this.setData(data, { fetchStatus: 'idle' }),
      (error: unknown) =>
        this.#settle(own) && this.setState({ error: error as Error, status: 'error', fetchStatus: 'idle' }),
    );
    return own.promise;
  }

  async #run(controller: AbortController): Promise<T> {
    const retry = this.options.retry ?? 3;
    const tries = retry === true ? 3 : retry === false ? 0 : retry;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.options.queryFn({ queryKey: this.queryKey, signal: controller.signal });
      } catch (error) {
        if (attempt >= tries || controller.signal.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 30_000)));
      }
    }
  }

  /** Whether a fetch that ended is still the query's own (then it is no longer under way). */
  #settle(own: Fetch<T>): boolean {
    if (this.#fetch !== own) return false;
    this.#fetch = null;
    return true;
  }

  /** Stops a fetch under way without changing the state (the query is being dropped). */
  cancel(): void {
    this.#fetch?.controller.abort();
    this.#fetch = null;
  }

  #scheduleGc(): void {
    clearTimeout(this.#gcTimer);
    const gcTime = this.options.gcTime ?? DEFAULT_GC_TIME;
    if (gcTime === Infinity) return;
    this.#gcTimer = setTimeout(() => {
      if (this.#observers.size === 0) this.#remove(this);
    }, gcTime);
  }

  destroy(): void {
    clearTimeout(this.#gcTimer);
    this.cancel();
  }
}

type Filters = { queryKey?: QueryKey; exact?: boolean };

/** A fresh answer as the server drawing a page carries it to the app (`QueryClient.answers`). */
export type CarriedAnswer = { key: QueryKey; data: unknown };

export class QueryClient {
  readonly #queries = new Map<string, Query<unknown>>();
  readonly #defaults: QueryClientConfig['defaultOptions'];
  /** The queries a drawing asked for and nothing fetched (only while `collect` is on). */
  #wanted: Set<Query<unknown>> | null = null;

  constructor(config: QueryClientConfig = {}) {
    this.#defaults = config.defaultOptions ?? {};
  }

  /** The options of a query with the client's defaults under them. */
  defaultQueryOptions<T, K extends QueryKey>(options: QueryOptions<T, K>): QueryOptions<T, K> {
    return { ...this.#defaults?.queries, ...options } as QueryOptions<T, K>;
  }

  mutationRetry(): boolean | number {
    return this.#defaults?.mutations?.retry ?? 0;
  }

  /** The query of these options' key, made when there is none; it takes the options given. */
  build<T>(options: QueryOptions<T, QueryKey>): Query<T> {
    const queryHash = hashKey(options.queryKey);
    let query = this.#queries.get(queryHash) as Query<T> | undefined;
    if (!query) {
      query = new Query<T>(options, queryHash, (gone) => this.#drop(gone as Query<unknown>));
      this.#queries.set(queryHash, query as Query<unknown>);
    } else {
      query.options = options;
    }
    return query;
  }

  #drop(query: Query<unknown>): void {
    if (this.#queries.get(query.queryHash) === query) this.#queries.delete(query.queryHash);
    query.destroy();
  }

  #find(filters: Filters = {}): Query<unknown>[] {
    const { queryKey, exact } = filters;
    return [...this.#queries.values()].filter(
      (q) => !queryKey || (exact ? q.queryHash === hashKey(queryKey) : partialMatchKey(q.queryKey, queryKey)),
    );
  }

  getQueryState<T = unknown>(queryKey: QueryKey): QueryState<T> | undefined {
    return this.#queries.get(hashKey(queryKey))?.state as QueryState<T> | undefined;
  }

  getQueryData<T = unknown>(queryKey: QueryKey): T | undefined {
    return this.getQueryState<T>(queryKey)?.data;
  }

  /** Sets a key's answer, as a fetch would (`updater` gets the kept one); `undefined` changes nothing. */
  setQueryData<T = unknown>(
    queryKey: QueryKey,
    updater: T | undefined | ((old: T | undefined) => T | undefined),
  ): T | undefined {
    const query = this.#queries.get(hashKey(queryKey)) as Query<T> | undefined;
    const old = query?.state.data;
    const data =
      typeof updater === 'function' ? (updater as (old: T | undefined) => T | undefined)(old) : updater;
    if (data === undefined) return old;
    const target =
      query ??
      this.build<T>({
        ...this.defaultQueryOptions({ queryKey, queryFn: () => Promise.reject(new Error('No queryFn')) }),
      } as QueryOptions<T>);
    return target.setData(data);
  }

  /**
   * Marks the matching queries stale and fetches again those a component shows (the others
   * when next shown); resolves when those fetches have ended, whether they succeeded or not.
   */
  async invalidateQueries(filters: Filters = {}): Promise<void> {
    const queries = this.#find(filters);
    for (const query of queries) query.setState({ isInvalidated: true });
    await Promise.all(
      queries.filter((q) => q.isActive()).map((q) => q.fetch({ cancelRefetch: true }).catch(() => undefined)),
    );
  }

  /** The answer under the key if fresh enough, else fetched. */
  fetchQuery<T, K extends QueryKey>(options: QueryOptions<T, K>): Promise<T> {
    const query = this.build<T>(this.defaultQueryOptions(options) as unknown as QueryOptions<T>);
    return query.isStale(options.staleTime ?? 0) ? query.fetch() : Promise.resolve(query.state.data as T);
  }

  /** The answer under the key if there is one, however old, else fetched. */
  ensureQueryData<T, K extends QueryKey>(options: QueryOptions<T, K>): Promise<T> {
    const data = this.getQueryData<T>(options.queryKey);
    return data !== undefined ? Promise.resolve(data) : this.fetchQuery(options);
  }

  /**
   * For a page drawn on the server (`prerender`), where no effect runs: the queries components
   * would fetch as they mount are kept (`want`) for the drawing to fetch before drawing again.
   */
  collect(): void {
    this.#wanted ??= new Set();
  }

  /**
   * A component would fetch this query as it mounts (only kept while collecting): kept when it
   * has no answer yet; one it has (fetched by this drawing) is drawn as it is.
   */
  want(query: Query<unknown>): void {
    if (query.state.data === undefined) this.#wanted?.add(query);
  }

  /** The queries wanted since last asked, no longer kept. */
  takeWanted(): Query<unknown>[] {
    const wanted = [...(this.#wanted ?? [])];
    this.#wanted?.clear();
    return wanted;
  }

  /** The answers held, to carry in a page: the app starts with them (`setQueryData`). */
  answers(): CarriedAnswer[] {
    return [...this.#queries.values()]
      .filter((q) => q.state.status === 'success')
      .map((q) => ({ key: q.queryKey, data: q.state.data }));
  }

  /** Forgets every answer (another person signed in or out). */
  clear(): void {
    for (const query of this.#queries.values()) query.destroy();
    this.#queries.clear();
  }
}
