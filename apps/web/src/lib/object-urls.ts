import type { AnyEndpoint, EndpointInput } from '@portal/contracts';
import { useQueries } from './queries';
import { useEffect, useMemo } from 'react';
import { call } from './api-client';

const IN_BROWSER = typeof window !== 'undefined';

/**
 * Files of an endpoint taking an `id`, fetched with the caller's token and offered as
 * object URLs (for `<img src>`): a plain address would carry no token, so a photo only
 * its reporter or staff may see would not show. The URLs are released when the ids
 * change or the page closes. An id whose file has not arrived (or was refused) is absent.
 * The server drawing a page (`prerender`) fetches none: it has no object URLs to give.
 */
export function useObjectUrls(
  endpoint: AnyEndpoint,
  ids: readonly number[],
): Readonly<Record<number, string>> {
  const results = useQueries({
    queries: (IN_BROWSER ? ids : []).map((id) => ({
      queryKey: ['object-url', endpoint.name, id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(endpoint, { params: { id } } as unknown as EndpointInput<AnyEndpoint>, {
          signal,
          quiet: true,
        }) as Promise<Blob>,
      staleTime: Infinity,
      gcTime: 60_000,
      retry: false,
    })),
  });
  const loaded = results.map((r) => r.data as Blob | undefined);
  const signature = ids.map((id, i) => `${id}:${results[i]?.dataUpdatedAt ?? 0}`).join(',');
  const urls = useMemo(() => {
    const made: Record<number, string> = {};
    ids.forEach((id, i) => {
      const file = loaded[i];
      if (file) made[id] = URL.createObjectURL(file);
    });
    return made;
    // The signature names the ids and when each file arrived; the arrays are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  useEffect(() => () => Object.values(urls).forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}
