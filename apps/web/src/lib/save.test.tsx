import { laterNamespaces } from '@portal/i18n';
import { subscribeNewsletter } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from './queries';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TextsProvider } from './translation';
import { createMemoryRouter, RouterProvider } from './router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hosting } from '../test/render';
import { ApiError, call, configureApi } from './api-client';
import { loadTexts } from './i18n';
import { type QUIET, type SaveOptions, showFailure, splitRefusal, useSave } from './save';
import { toaster } from './toast';

const fetchMock = vi.fn<typeof fetch>();
const body = { id: 0, email: 'amra@example.ba', active: true, dateCreated: null };
const subscribe = (_values: unknown, options: typeof QUIET) => call(subscribeNewsletter, { body }, options);

async function setup() {
  const texts = await loadTexts({
    language: 'bs',
    municipality: hosting.municipality,
    overrides: {},
    namespaces: laterNamespaces,
  });
  configureApi({ t: texts.t });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return { texts, client };
}

/** useSave without a router (the footer's newsletter form in its tests). */
async function renderOutsideRouter<R>(options: SaveOptions<unknown, R>) {
  const { texts, client } = await setup();
  const { result } = renderHook(() => useSave(options), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TextsProvider texts={texts}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </TextsProvider>
    ),
  });
  return { result, client, texts };
}

describe('useSave', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('makes the call quiet, refreshes the queries, thanks and goes where it leads', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const mutationFn = vi.fn(subscribe);
    const { texts, client } = await setup();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const allowLeave = vi.fn();
    let save!: ReturnType<typeof useSave>;
    function Page() {
      save = useSave({
        mutationFn,
        invalidate: [['newsletter', 'subscribers'], ['home']],
        successMessage: 'messages.data_saved',
        navigateTo: '/list',
      });
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/form', Component: Page },
        { path: '/list', element: null },
      ],
      { initialEntries: ['/form'] },
    );
    renderHook(() => null, {
      wrapper: () => (
        <TextsProvider texts={texts}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </TextsProvider>
      ),
    });
    await waitFor(() => expect(save).toBeDefined());
    await act(() => save.submit({ email: 'amra@example.ba' }, { fieldFor: () => undefined, allowLeave }));

    expect(mutationFn).toHaveBeenCalledWith({ email: 'amra@example.ba' }, { quiet: true });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['newsletter', 'subscribers'],
      ['home'],
    ]);
    expect(toaster.getState()).toMatchObject({ message: 'Podaci su sačuvani.', kind: 'success' });
    expect(allowLeave).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('takes one key root to refresh as well as a list of keys', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const { result, client } = await renderOutsideRouter({
      mutationFn: subscribe,
      invalidate: ['code-lists', 'DebateCategory'],
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await act(() => result.current.submit({}));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['code-lists', 'DebateCategory'],
    ]);
  });

  it('leaves the field refusals to the form and rejects with them, without a toast', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ errors: { email: 'validation_invalid_email' } }, { status: 400 }),
    );
    const onError = vi.fn();
    const { result } = await renderOutsideRouter({ mutationFn: subscribe, onError });
    const failure = await act(() =>
      result.current
        .submit({}, { fieldFor: (name) => (name === 'email' ? 'email' : undefined), allowLeave: vi.fn() })
        .catch((error: unknown) => error),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual({ email: 'validation_invalid_email' });
    expect(toaster.getState().visible).toBe(false);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('shows every refusal as a toast when no form takes them', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ errors: { email: 'validation_invalid_email' } }, { status: 400 }),
    );
    const { result } = await renderOutsideRouter({ mutationFn: subscribe });
    await act(() => result.current.submit({}).catch(() => undefined));
    expect(toaster.getState()).toMatchObject({
      message: 'Poruka sistema: Adresa e-pošte nije ispravna.',
      kind: 'danger',
    });
  });

  it('does not show twice what the central handler has shown (a call made without QUIET)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const show = vi.spyOn(toaster, 'show');
    const { result } = await renderOutsideRouter({
      mutationFn: () => call(subscribeNewsletter, { body }),
    });
    await act(() => result.current.submit({}).catch(() => undefined));
    expect(show).toHaveBeenCalledTimes(1);
    expect(toaster.getState().message).toBe('Zahtjev prema web servisu nije ispravan.');
    show.mockRestore();
  });
});

describe('splitRefusal', () => {
  it('puts on fields what the form has fields for, by the form’s names', () => {
    const error = new ApiError(400, { errors: { file: 'file_type_not_allowed', general: 'generic_error' } });
    expect(splitRefusal(error, (name) => (name === 'file' ? 'fileId' : undefined))).toEqual({
      onFields: { fileId: { serverName: 'file', key: 'file_type_not_allowed' } },
      elsewhere: { general: 'generic_error' },
    });
  });

  it('never puts session expiry on a field', () => {
    const error = new ApiError(401, { errors: { username: 'session_expired' } });
    expect(splitRefusal(error, (name) => name).onFields).toEqual({});
  });
});

describe('showFailure', () => {
  afterEach(() => toaster.hide());

  it('shows what is not an API refusal as the generic error, and an abort not at all', async () => {
    const { texts } = await setup();
    showFailure(new DOMException('aborted', 'AbortError'), texts.t);
    expect(toaster.getState().visible).toBe(false);
    showFailure(new TypeError('x is undefined'), texts.t);
    expect(toaster.getState()).toMatchObject({ message: 'Dogodila se greška!', kind: 'danger' });
  });
});
