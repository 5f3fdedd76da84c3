import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { auth } from '../lib/auth';
import { toaster } from '../lib/toast';

/**
 * Stands in for the server in each test of the file: `fetch` is the returned mock (give it
 * answers in a `beforeEach` or a test). After each test the mock is reset, and what a page
 * test leaves behind (the toast, the signed-in user) is cleared.
 */
export function mockApi(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });
  return fetchMock;
}

type Calls = { mock: { calls: unknown[][] } };

/** The JSON bodies a mocked fetch was called with for the calls whose path ends so, in order. */
export function bodiesOf(fetchMock: Calls, pathEnd: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(pathEnd))
    .map(
      ([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body)) as Record<string, unknown>,
    );
}
