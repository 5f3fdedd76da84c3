import {
  type ComponentPropsWithRef,
  createContext,
  createElement,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import {
  createPath,
  type Location,
  type Params,
  resolveTo,
  type RouteMatch,
  type RouteObject,
  type To,
} from './path';
import type { Blocker, BlockerFunction, Navigation, NavigateOptions, Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
type RouteView = { outlet: ReactNode; params: Params };
const RouteContext = createContext<RouteView>({ outlet: null, params: {} });

/** Rendering a route whose code failed to load throws, for the nearest error boundary. */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

function elementOf(router: Router, route: RouteObject, errors: RouterState['errors']): ReactNode {
  if (errors.has(route)) return <Failed error={errors.get(route)} />;
  if (route.element !== undefined) return route.element;
  const loaded = router.loaded(route);
  const Component = loaded?.Component ?? route.Component;
  if (Component) return <Component />;
  return loaded?.element !== undefined ? loaded.element : <Outlet />;
}

function renderMatches(
  router: Router,
  matches: RouteMatch[],
  errors: RouterState['errors'],
  innermost: ReactNode = null,
): ReactNode {
  let outlet: ReactNode = innermost;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { route, params } = matches[i]!;
    outlet = (
      <RouteContext.Provider value={{ outlet, params }}>
        {elementOf(router, route, errors)}
      </RouteContext.Provider>
    );
  }
  return outlet;
}

/**
 * Shows the router's current page. Until the first page's code has loaded, the routes around it
 * whose code is here (the shell) are drawn at once, with the root route's `HydrateFallback` where
 * the page will be: the visitor sees the portal's header before the page's code arrives.
 */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  let view: ReactNode;
  if (state.initialized) {
    view = renderMatches(router, state.matches, state.errors);
  } else {
    const Fallback = state.matches.find(({ route }) => route.HydrateFallback)?.route.HydrateFallback;
    if (!Fallback) return null;
    const waiting = state.matches.findIndex(({ route }) => route.lazy && !router.loaded(route));
    const around = state.matches.slice(0, Math.max(0, waiting));
    if (!around.length) return <Fallback />;
    view = renderMatches(router, around, state.errors, <Fallback />);
  }
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{view}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a route shows its child route's page. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

function useRouter(hook: string): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} is used outside the router`);
  return router;
}

function useRouterState(hook: string): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error(`${hook} is used outside the router`);
  return state;
}

export function useInRouterContext(): boolean {
  return useContext(RouterContext) !== null;
}

export function useLocation(): Location {
  return useRouterState('useLocation').location;
}

export function useNavigation(): Navigation {
  return useRouterState('useNavigation').navigation;
}

export function useParams<P extends Params = Params>(): P {
  return useContext(RouteContext).params as P;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

/** Navigates from the current page; the same function for the component's whole life. */
export function useNavigate(): NavigateFunction {
  const router = useRouter('useNavigate');
  return useCallback(
    (to: To | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  ) as NavigateFunction;
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

/** The current address's search parameters, and a way to change them (staying on the page). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter('useSearchParams');
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value =
        typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      void router.navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Holds back leaving the page while `shouldBlock` says so (one per page: components/LeaveGuard). */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter('useBlocker');
  const state = useRouterState('useBlocker');
  useEffect(() => {
    router.setBlocker(shouldBlock);
    return () => router.setBlocker(null);
  }, [router, shouldBlock]);
  return state.blocker;
}

/** Goes elsewhere as soon as it is shown (a page's old address, a section's first page). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const router = useRouter('Navigate');
  const done = useRef(false);
  useEffect(() => {
    // Once, though development mode runs effects twice.
    if (done.current) return;
    done.current = true;
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Let the browser load the address (leaving the app). */
  reloadDocument?: boolean;
};

const plainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link within the app: a real `<a href>` (opens in a new tab, can be copied), followed by
 * the router on a plain click. A link to the page one is on replaces it in the history.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const router = useRouter('Link');
  const location = useLocation();
  const path = resolveTo(to, location.pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !plainClick(event, target)) return;
    event.preventDefault();
    void router.navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} href={router.href(path)} target={target} onClick={follow} />;
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'style'> & {
  className?: string;
  style?: CSSProperties;
  /** Active only at its own address, not below it. */
  end?: boolean;
};

/** A link that says when its page is the one shown (`aria-current="page"`), also below it unless `end`. */
export function NavLink({ className, end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolveTo(props.to, pathname)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const current = pathname.toLowerCase();
  const active =
    current === target ||
    (!end && target !== '/' && current.startsWith(target) && current.charAt(target.length) === '/');
  return createElement(Link, {
    ...props,
    className: [className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined,
    'aria-current': active ? 'page' : undefined,
  });
}
