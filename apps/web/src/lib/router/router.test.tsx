import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  resolveTo,
  type RouteObject,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigation,
  useParams,
  useSearchParams,
} from '.';

function Params() {
  return <p>params {JSON.stringify(useParams())}</p>;
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>at {pathname + search + hash}</p>;
}

/** What the shell does: a layout around the page, with the loading state. */
function Shell() {
  const navigation = useNavigation();
  return (
    <>
      <nav>
        <NavLink to="/complaints">Prijave</NavLink>
        <NavLink to="/" end>
          Početna
        </NavLink>
      </nav>
      <p>navigation {navigation.state}</p>
      <Where />
      <Outlet />
    </>
  );
}

const tree = (children: RouteObject[]): RouteObject[] => [{ path: '/', element: <Shell />, children }];

describe('matching', () => {
  const routes = tree([
    { index: true, element: <p>index</p> },
    { path: 'complaints/:id', element: <Params /> },
    { path: 'complaints/report-problem', element: <p>report</p> },
    { path: '*', element: <p>not found</p> },
    {
      element: <Outlet />,
      children: [{ path: 'complaints/my-complaints', element: <p>mine</p> }],
    },
  ]);
  const last = (path: string) => matchRoutes(routes, path)?.at(-1);

  it('prefers a static segment to a parameter and puts the catch-all last, whatever the order', () => {
    expect(last('/complaints/report-problem')?.route.element).toEqual(<p>report</p>);
    expect(last('/complaints/17')?.params).toEqual({ id: '17' });
    expect(last('/complaints/17/more')?.route.path).toBe('*');
    expect(last('/complaints/17/more')?.params).toEqual({ '*': 'complaints/17/more' });
  });

  it('shows an index route at its parent’s path, and a group without a path only through its children', () => {
    expect(matchRoutes(routes, '/')?.map(({ route }) => route.index ?? route.path)).toEqual(['/', true]);
    const mine = matchRoutes(routes, '/complaints/my-complaints');
    expect(mine).toHaveLength(3);
    expect(mine?.[1]?.route.path).toBeUndefined();
  });

  it('ignores letter case and a trailing slash, and decodes parameters', () => {
    expect(last('/Complaints/Report-Problem/')?.route.element).toEqual(<p>report</p>);
    expect(last('/complaints/a%20b%2Fc')?.params).toEqual({ id: 'a b/c' });
    expect(last('/complaints/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('resolves where a link leads from the current page', () => {
    expect(resolveTo('/a/b?x=1#y', '/c')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#y' });
    expect(resolveTo('?page=2', '/c/d')).toEqual({ pathname: '/c/d', search: '?page=2', hash: '' });
    expect(resolveTo('#my-reports', '/c')).toEqual({ pathname: '/c', search: '', hash: '#my-reports' });
    expect(resolveTo('edit', '/c/5')).toEqual({ pathname: '/c/5/edit', search: '', hash: '' });
    expect(resolveTo('../6', '/c/5')).toEqual({ pathname: '/c/6', search: '', hash: '' });
    expect(resolveTo({ search: 'q=1' }, '/c')).toEqual({ pathname: '/c', search: '?q=1', hash: '' });
  });
});

describe('links and the history', () => {
  it('follows a plain click, leaves a modified click to the browser, and marks the current page', async () => {
    const router = createMemoryRouter(
      tree([
        { index: true, element: <Link to="/complaints/5?tab=map">Prijava 5</Link> },
        { path: 'complaints/:id', element: <Params /> },
      ]),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Prijava 5' });
    expect(link.getAttribute('href')).toBe('/complaints/5?tab=map');
    expect(screen.getByRole('link', { name: 'Početna' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Prijave' }).getAttribute('aria-current')).toBeNull();

    // A click with Ctrl (a new tab) is the browser's: the router does not move.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(link);
    await screen.findByText('params {"id":"5"}');
    expect(screen.getByText('at /complaints/5?tab=map')).toBeTruthy();
    // Below its address the menu's link is current too; the home link only at its own.
    expect(screen.getByRole('link', { name: 'Prijave' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Početna' }).getAttribute('aria-current')).toBeNull();

    await act(() => router.navigate(-1));
    await screen.findByText('at /');
  });

  it('replaces the entry when a link leads to the page one is on', async () => {
    const router = createMemoryRouter(tree([{ path: 'a', element: <Link to="/a">Opet</Link> }]), {
      initialEntries: ['/', '/a'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Opet' }));
    await act(() => router.navigate(-1));
    await screen.findByText('at /');
  });

  it('changes the search parameters staying on the page, and goes on at once with Navigate', async () => {
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams((current) => ({ q: `${current.get('q') ?? ''}x` }))}>
          q={params.get('q')}
        </button>
      );
    }
    const router = createMemoryRouter(
      tree([
        { path: 'old', element: <Navigate to="/list?q=a" replace /> },
        { path: 'list', element: <Filter /> },
      ]),
      { initialEntries: ['/', '/old'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: 'q=a' }));
    await screen.findByRole('button', { name: 'q=ax' });
    expect(router.state.location.search).toBe('?q=ax');
    // The old address was replaced: back goes to the page before it.
    await act(() => router.navigate(-2));
    await screen.findByText('at /');
  });

  it('keeps the state a navigation gives the next page', async () => {
    function Next() {
      return <p>state {JSON.stringify(useLocation().state)}</p>;
    }
    const router = createMemoryRouter(tree([{ path: 'next', element: <Next /> }]), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/next', { state: { destination: 'mail' } }));
    await screen.findByText('state {"destination":"mail"}');
  });
});

describe('pages whose code loads when first visited', () => {
  const deferred = <T,>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    return { promise, resolve, reject };
  };

  it('shows the fallback until the first page has loaded, then keeps a page until the next has', async () => {
    const first = deferred<{ Component: () => ReactNode }>();
    const second = deferred<{ Component: () => ReactNode }>();
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Shell />,
        HydrateFallback: () => <p>loading the portal</p>,
        children: [
          { path: 'a', lazy: () => first.promise },
          { path: 'b', lazy: () => second.promise },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    // The shell, whose code is here, is drawn at once, the fallback where the page will be.
    expect(screen.getByText('loading the portal')).toBeTruthy();
    expect(screen.getByText('navigation idle')).toBeTruthy();
    await act(async () => first.resolve({ Component: () => <p>page a</p> }));
    await screen.findByText('page a');
    expect(screen.queryByText('loading the portal')).toBeNull();

    let arrived = false;
    const going = router.navigate('/b').then(() => (arrived = true));
    await screen.findByText('navigation loading');
    // The page one is on stays, and the address too, until the next page's code is here.
    expect(screen.getByText('page a')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a');
    expect(arrived).toBe(false);
    await act(async () => second.resolve({ Component: () => <p>page b</p> }));
    await going;
    await screen.findByText('page b');
    expect(screen.getByText('navigation idle')).toBeTruthy();
  });

  it('shows the page asked for last when an earlier one loads later', async () => {
    const slow = deferred<{ Component: () => ReactNode }>();
    const router = createMemoryRouter(
      tree([
        { path: 'slow', lazy: () => slow.promise },
        { path: 'fast', lazy: async () => ({ Component: () => <p>fast page</p> }) },
      ]),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    void router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    await act(async () => slow.resolve({ Component: () => <p>slow page</p> }));
    await screen.findByText('fast page');
    expect(screen.queryByText('slow page')).toBeNull();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('lets the page’s error boundary say a page’s code failed, and tries again on the next visit', async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>the page failed</p> : this.props.children;
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lazy = vi
      .fn<() => Promise<{ Component: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue({ Component: () => <p>page c</p> });
    // As the shell's: a fresh boundary on each page.
    function Page() {
      return (
        <Boundary key={useLocation().pathname}>
          <Outlet />
        </Boundary>
      );
    }
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Page />,
        children: [
          { path: 'c', lazy },
          { index: true, element: <p>index</p> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/c'));
    await screen.findByText('the page failed');
    await act(() => router.navigate('/'));
    await screen.findByText('index');
    await act(() => router.navigate('/c'));
    await screen.findByText('page c');
    expect(lazy).toHaveBeenCalledTimes(2);
  });
});

describe('the guard against leaving unsaved input', () => {
  function Guarded({ dirty }: { dirty: boolean }) {
    const blocker = useBlocker(
      useCallback(
        ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
        [dirty],
      ),
    );
    return (
      <>
        <p>form</p>
        {blocker.state === 'blocked' && (
          <>
            <button type="button" onClick={blocker.proceed}>
              leave
            </button>
            <button type="button" onClick={blocker.reset}>
              stay
            </button>
          </>
        )}
      </>
    );
  }

  it('holds back a link and the back button, and goes on when the person chooses to leave', async () => {
    const router = createMemoryRouter(
      tree([
        { path: 'form', element: <Guarded dirty /> },
        { path: 'other', element: <p>other page</p> },
      ]),
      { initialEntries: ['/', '/form'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/other'));
    fireEvent.click(await screen.findByRole('button', { name: 'stay' }));
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
    expect(router.state.location.pathname).toBe('/form');

    // The back button: the history is put back where the page is, then moves on when allowed.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(await screen.findByRole('button', { name: 'leave' }));
    await screen.findByText('at /');
    expect(router.state.blocker.state).toBe('unblocked');
  });

  it('lets a change of the search parameters through, and everything once the form is saved', async () => {
    const routes = (dirty: boolean) =>
      tree([
        { path: 'form', element: <Guarded dirty={dirty} /> },
        { path: 'other', element: <p>other page</p> },
      ]);
    const router = createMemoryRouter(routes(true), { initialEntries: ['/form'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/form?step=2'));
    expect(router.state.location.search).toBe('?step=2');
    const saved = createMemoryRouter(routes(false), { initialEntries: ['/form'] });
    render(<RouterProvider router={saved} />);
    await act(() => saved.navigate('/other'));
    expect(saved.state.location.pathname).toBe('/other');
  });
});

describe('the browser’s history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('writes each page into the address bar and follows back and forward', async () => {
    window.history.replaceState(null, '', '/start');
    const router = createBrowserRouter(
      tree([
        { path: 'start', element: <p>start page</p> },
        { path: 'next', element: <p>next page</p> },
      ]),
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/next?x=1'));
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    await screen.findByText('next page');
    window.history.back();
    await waitFor(() => expect(screen.getByText('start page')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/start');
  });
});
