import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hashKey,
  keepPreviousData,
  partialMatchKey,
  QueryClient,
  QueryClientProvider,
  replaceEqualDeep,
  useMutation,
  useQueries,
  useQuery,
} from './index';

/** A fetch the test ends by hand: `resolve` or `reject` the latest call. */
function deferred<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const fn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  return { fn, calls };
}

function withClient(client: QueryClient, ui: React.ReactNode) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => vi.useRealTimers());

describe('keys', () => {
  it('hash equal values alike whatever their objects’ key order, and match a key by its beginning', () => {
    expect(hashKey(['a', { x: 1, y: 2 }])).toBe(hashKey(['a', { y: 2, x: 1 }]));
    expect(hashKey(['a', 1])).not.toBe(hashKey(['a', '1']));
    expect(partialMatchKey(['complaints', 'list', { page: 2 }], ['complaints'])).toBe(true);
    expect(
      partialMatchKey(['complaints', 'list', { page: 2, size: 10 }], ['complaints', 'list', { page: 2 }]),
    ).toBe(true);
    expect(partialMatchKey(['complaints', 'list'], ['complaints', 'details'])).toBe(false);
    expect(partialMatchKey(['complaints'], ['complaints', 'list'])).toBe(false);
  });

  it('keep the identity of the parts of a new answer equal to the kept one', () => {
    const before = { items: [{ id: 1, tags: ['a'] }, { id: 2 }], total: 2 };
    const same = replaceEqualDeep(before, JSON.parse(JSON.stringify(before)) as typeof before);
    expect(same).toBe(before);
    const after = replaceEqualDeep(before, { items: [{ id: 1, tags: ['a'] }, { id: 3 }], total: 2 });
    expect(after).not.toBe(before);
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[1]).toEqual({ id: 3 });
  });
});

describe('useQuery', () => {
  it('fetches once for every component of a key, shows loading first, and the answer to all', async () => {
    const client = new QueryClient();
    const { fn, calls } = deferred<string>();
    function Reader({ name }: { name: string }) {
      const query = useQuery({ queryKey: ['greeting'], queryFn: fn });
      return <p>{`${name}: ${query.isPending ? 'loading' : query.data}`}</p>;
    }
    withClient(
      client,
      <>
        <Reader name="one" />
        <Reader name="two" />
      </>,
    );
    expect(screen.getByText('one: loading')).toBeDefined();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.resolve('hello'));
    expect(await screen.findByText('one: hello')).toBeDefined();
    expect(screen.getByText('two: hello')).toBeDefined();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('uses a fresh answer on mounting and asks again for a stale one', async () => {
    const client = new QueryClient();
    let n = 0;
    const queryFn = vi.fn(async () => ++n);
    function Reader() {
      const query = useQuery({ queryKey: ['n'], queryFn, staleTime: 60_000 });
      return <p>{`n=${query.data ?? '-'}`}</p>;
    }
    const first = withClient(client, <Reader />);
    expect(await screen.findByText('n=1')).toBeDefined();
    first.unmount();
    const second = withClient(client, <Reader />);
    expect(screen.getByText('n=1')).toBeDefined();
    second.unmount();
    expect(queryFn).toHaveBeenCalledTimes(1);
    function StaleReader() {
      const query = useQuery({ queryKey: ['n'], queryFn, staleTime: 0 });
      return <p>{`stale n=${query.data ?? '-'}`}</p>;
    }
    withClient(client, <StaleReader />);
    expect(screen.getByText('stale n=1')).toBeDefined();
    expect(await screen.findByText('stale n=2')).toBeDefined();
  });

  it('waits while not enabled, and says an error with the error', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = vi.fn(async () => {
      throw new Error('refused');
    });
    function Reader() {
      const [enabled, setEnabled] = useState(false);
      const query = useQuery({ queryKey: ['e'], queryFn, enabled });
      return (
        <>
          <p>{query.isError ? `error: ${query.error.message}` : `fetching: ${query.isFetching}`}</p>
          <button onClick={() => setEnabled(true)}>go</button>
        </>
      );
    }
    withClient(client, <Reader />);
    expect(screen.getByText('fetching: false')).toBeDefined();
    expect(queryFn).not.toHaveBeenCalled();
    act(() => screen.getByText('go').click());
    expect(await screen.findByText('error: refused')).toBeDefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the previous key’s answer while the next one’s comes (keepPreviousData)', async () => {
    const client = new QueryClient();
    const { fn, calls } = deferred<string>();
    function Pager() {
      const [page, setPage] = useState(1);
      const query = useQuery({ queryKey: ['page', page], queryFn: fn, placeholderData: keepPreviousData });
      return (
        <>
          <p>{`${query.data ?? 'none'} ${query.isPlaceholderData ? '(previous)' : ''}`.trim()}</p>
          <button onClick={() => setPage(2)}>next</button>
        </>
      );
    }
    withClient(client, <Pager />);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.resolve('page one'));
    expect(await screen.findByText('page one')).toBeDefined();
    act(() => screen.getByText('next').click());
    expect(screen.getByText('page one (previous)')).toBeDefined();
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls[1]!.resolve('page two'));
    expect(await screen.findByText('page two')).toBeDefined();
  });

  it('fetches again what a component shows when invalidated, and an invalidation overtakes a fetch under way', async () => {
    const client = new QueryClient();
    const { fn, calls } = deferred<string>();
    function Reader() {
      const query = useQuery({ queryKey: ['list', { page: 1 }], queryFn: fn });
      return <p>{query.data ?? 'none'}</p>;
    }
    withClient(client, <Reader />);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.resolve('before'));
    expect(await screen.findByText('before')).toBeDefined();
    // Not shown anywhere: only marked.
    client.setQueryData(['details', 7], 'seven');
    void client.invalidateQueries({ queryKey: ['details'] });
    expect(client.getQueryState(['details', 7])?.isInvalidated).toBe(true);

    await act(async () => void client.invalidateQueries({ queryKey: ['list'] }));
    await waitFor(() => expect(calls).toHaveLength(2));
    // A save lands while that refetch is under way: the next invalidation replaces it.
    await act(async () => void client.invalidateQueries({ queryKey: ['list'] }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]!.signal.aborted).toBe(true);
    act(() => calls[2]!.resolve('after'));
    act(() => calls[1]!.resolve('stale'));
    expect(await screen.findByText('after')).toBeDefined();
    await Promise.resolve();
    expect(screen.queryByText('stale')).toBeNull();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('asks again at its interval while the function says so', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let n = 0;
    const queryFn = vi.fn(async () => ++n);
    function Poller() {
      const query = useQuery({
        queryKey: ['job'],
        queryFn,
        refetchInterval: (q) => ((q.state.data ?? 0) < 3 ? 1000 : false),
      });
      return <p>{`n=${query.data ?? '-'}`}</p>;
    }
    withClient(client, <Poller />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('n=1')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('n=3')).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('forgets an answer no component shows after gcTime, and everything on clear', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(['kept'], 1);
    function Reader() {
      const query = useQuery({ queryKey: ['shown'], queryFn: async () => 'x', gcTime: 1000 });
      return <p>{query.data ?? '-'}</p>;
    }
    const view = withClient(client, <Reader />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(client.getQueryData(['shown'])).toBe('x');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(client.getQueryData(['shown'])).toBeUndefined();
    expect(client.getQueryData(['kept'])).toBe(1);
    client.clear();
    expect(client.getQueryData(['kept'])).toBeUndefined();
  });
});

describe('useQueries and useMutation', () => {
  it('give one result per query, and a mutation’s state and answer', async () => {
    const client = new QueryClient();
    const mutationFn = vi.fn(async (n: number) => {
      if (n < 0) throw new Error('negative');
      return n * 2;
    });
    function View() {
      const results = useQueries({
        queries: [1, 2].map((id) => ({ queryKey: ['item', id], queryFn: async () => `item ${id}` })),
      });
      const mutation = useMutation({ mutationFn });
      return (
        <>
          <p>{results.map((r) => r.data ?? '-').join(', ')}</p>
          <p>
            {mutation.isPending
              ? 'saving'
              : `saved ${mutation.data ?? '-'} ${mutation.error?.message ?? ''}`.trim()}
          </p>
          <button onClick={() => mutation.mutate(21)}>save</button>
          <button onClick={() => mutation.mutate(-1)}>fail</button>
        </>
      );
    }
    withClient(client, <View />);
    expect(await screen.findByText('item 1, item 2')).toBeDefined();
    act(() => screen.getByText('save').click());
    expect(await screen.findByText('saved 42')).toBeDefined();
    act(() => screen.getByText('fail').click());
    expect(await screen.findByText('saved - negative')).toBeDefined();
  });
});

describe('a page drawn on the server (collect)', () => {
  function Page({ fresh }: { fresh: boolean }) {
    const list = useQuery({ queryKey: ['list'], queryFn: async () => ['a', 'b'] });
    const waiting = useQuery({ queryKey: ['waiting'], queryFn: async () => 'never', enabled: false });
    const kept = useQuery({
      queryKey: ['kept'],
      queryFn: async () => 'again',
      staleTime: fresh ? 60_000 : 0,
    });
    const [photo] = useQueries({ queries: [{ queryKey: ['photo', 1], queryFn: async () => ({ id: 1 }) }] });
    return (
      <p>
        {list.data?.join(',') ?? 'loading'} {String(waiting.data)} {String(kept.data)}{' '}
        {photo?.data ? 'photo' : 'no photo'}
      </p>
    );
  }

  it('keeps the queries its components would fetch as they mount, fetched then by the drawing, with their answers to carry', async () => {
    const { renderToString } = await import('react-dom/server');
    const client = new QueryClient();
    client.setQueryData(['kept'], 'kept');
    client.collect();
    const page = (
      <QueryClientProvider client={client}>
        <Page fresh />
      </QueryClientProvider>
    );
    const draw = () => renderToString(page).replace(/<!-- -->/g, '');
    expect(draw()).toContain('loading undefined kept no photo');
    const wanted = client.takeWanted();
    // Not the one waiting (not enabled) nor the fresh one.
    expect(wanted.map((q) => q.queryKey)).toEqual([['list'], ['photo', 1]]);
    expect(client.takeWanted()).toEqual([]);
    await Promise.all(wanted.map((q) => q.fetch()));
    expect(draw()).toContain('a,b undefined kept photo');
    expect(client.takeWanted()).toEqual([]);
    expect(client.answers()).toEqual([
      { key: ['kept'], data: 'kept' },
      { key: ['list'], data: ['a', 'b'] },
      { key: ['photo', 1], data: { id: 1 } },
    ]);
    client.clear();
  });

  it('keeps nothing when not collecting (the browser)', async () => {
    const { renderToString } = await import('react-dom/server');
    const client = new QueryClient();
    renderToString(
      <QueryClientProvider client={client}>
        <Page fresh={false} />
      </QueryClientProvider>,
    );
    expect(client.takeWanted()).toEqual([]);
    client.clear();
  });
});
