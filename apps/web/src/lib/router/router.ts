import { createBrowserHistory, createMemoryHistory, type History } from './history';
import {
  type LazyRoute,
  type Location,
  matchRoutes,
  type Path,
  resolveTo,
  type RouteMatch,
  type RouteObject,
  type To,
} from './path';

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export type NavigateOptions = {
  replace?: boolean;
  state?: unknown;
  /** Kept for the callers' sake: the shell decides where a page scrolls to (app/shell/Layout). */
  preventScrollReset?: boolean;
};

/** Whether the next page's code is being fetched (the shell shows its spinner meanwhile). */
export type Navigation = { state: 'idle' | 'loading'; location?: Location };

/** A navigation held back by the page's guard, to go on with (`proceed`) or give up (`reset`). */
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed?: undefined; reset?: undefined };

export type BlockerFunction = (move: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: Action;
}) => boolean;

export type RouterState = {
  location: Location;
  matches: RouteMatch[];
  navigation: Navigation;
  /** False until the first page's code has loaded. */
  initialized: boolean;
  blocker: Blocker;
  /** Routes whose code failed to load for this page: rendering them throws, for the page's error boundary. */
  errors: ReadonlyMap<RouteObject, unknown>;
};

export type Router = {
  readonly state: RouterState;
  readonly routes: readonly RouteObject[];
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Goes to a place (relative to the current page) or moves through the history (`-1`: back). */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** The page's one guard (a page with several forms still has one: components/LeaveGuard). */
  setBlocker(blocker: BlockerFunction | null): void;
  /** What a lazy route's code gave, once loaded. */
  loaded(route: RouteObject): LazyRoute | undefined;
  href(path: Path): string;
};

const IDLE: Navigation = { state: 'idle' };
const UNBLOCKED: Blocker = { state: 'unblocked' };
const NO_ERRORS: ReadonlyMap<RouteObject, unknown> = new Map();

/** The loads of lazy routes, shared by every router over the same route objects (tests make many). */
const loads = new WeakMap<RouteObject, Promise<LazyRoute>>();
const loadedRoutes = new WeakMap<RouteObject, LazyRoute>();

function load(route: RouteObject): Promise<LazyRoute> {
  let pending = loads.get(route);
  if (!pending) {
    pending = route.lazy!().then(
      (props) => {
        loadedRoutes.set(route, props);
        return props;
      },
      (error: unknown) => {
        // Tried again on the next visit (a dropped connection, a new version of the portal).
        loads.delete(route);
        throw error;
      },
    );
    loads.set(route, pending);
  }
  return pending;
}

type Options = {
  /**
   * When a page's code cannot be fetched after the app has started (most often: a new version
   * of the portal replaced the files the open tab knew), load the address afresh instead.
   */
  reloadOnFailure: boolean;
};

function createRouter(routes: readonly RouteObject[], history: History, options: Options): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const initialMatches = matchRoutes(routes, history.location) ?? [];
  let state: RouterState = {
    location: history.location,
    matches: initialMatches,
    navigation: IDLE,
    initialized: !initialMatches.some(({ route }) => route.lazy && !loadedRoutes.has(route)),
    blocker: UNBLOCKED,
    errors: NO_ERRORS,
  };
  let committedIndex = history.index;
  let sequence = 0;
  let blockerFunction: BlockerFunction | null = null;
  /** The move back a held-back history move made, not one of the visitor's. */
  let undoing = false;
  /** The visitor chose to go on with a held-back history move. */
  let proceeding = false;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const blocks = (nextLocation: Location, historyAction: Action) =>
    blockerFunction !== null &&
    blockerFunction({ currentLocation: state.location, nextLocation, historyAction });

  /** Loads the code of the place's routes, then shows it (and writes it in the history unless it came from there). */
  async function go(location: Location, action: Action | 'INIT'): Promise<void> {
    const id = ++sequence;
    const matches = matchRoutes(routes, location) ?? [];
    const pending = matches
      .map(({ route }) => route)
      .filter((route) => route.lazy && !loadedRoutes.has(route));
    const errors = new Map<RouteObject, unknown>();
    if (pending.length > 0) {
      if (action !== 'INIT') set({ navigation: { state: 'loading', location } });
      await Promise.all(
        pending.map((route) => load(route).catch((error: unknown) => errors.set(route, error))),
      );
      // A newer navigation started meanwhile: it shows its own page.
      if (id !== sequence) return;
      if (errors.size > 0 && action !== 'INIT' && options.reloadOnFailure) {
        window.location.assign(history.href(location));
        return;
      }
    }
    if (action === 'PUSH') history.push(location, location.state);
    else if (action === 'REPLACE') history.replace(location, location.state);
    committedIndex = history.index;
    set({
      location: action === 'PUSH' || action === 'REPLACE' ? history.location : location,
      matches,
      navigation: IDLE,
      initialized: true,
      blocker: UNBLOCKED,
      errors: errors.size > 0 ? errors : NO_ERRORS,
    });
  }

  history.listen(() => {
    const location = history.location;
    const delta = history.index - committedIndex;
    if (undoing) {
      undoing = false;
      committedIndex = history.index;
      return;
    }
    if (!proceeding && delta !== 0 && blocks(location, 'POP')) {
      // Put the history back where the page is, and ask.
      undoing = true;
      history.go(-delta);
      set({
        blocker: {
          state: 'blocked',
          location,
          proceed: () => {
            proceeding = true;
            set({ blocker: { state: 'proceeding', location } });
            history.go(delta);
          },
          reset: () => set({ blocker: UNBLOCKED }),
        },
      });
      return;
    }
    proceeding = false;
    void go(location, 'POP');
  });

  if (!state.initialized) void go(state.location, 'INIT');

  return {
    get state() {
      return state;
    },
    routes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, navigateOptions = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const location: Location = {
        ...resolveTo(to, state.location.pathname),
        state: navigateOptions.state ?? null,
        key: '',
      };
      const action: Action = navigateOptions.replace ? 'REPLACE' : 'PUSH';
      if (blocks(location, action)) {
        set({
          blocker: {
            state: 'blocked',
            location,
            proceed: () => {
              set({ blocker: { state: 'proceeding', location } });
              void go(location, action);
            },
            reset: () => set({ blocker: UNBLOCKED }),
          },
        });
        return;
      }
      await go(location, action);
    },
    setBlocker(blocker) {
      blockerFunction = blocker;
      if (!blocker && state.blocker.state !== 'unblocked') set({ blocker: UNBLOCKED });
    },
    loaded: (route) => loadedRoutes.get(route),
    href: (path) => history.href(path),
  };
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory(), { reloadOnFailure: true });
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: (string | Partial<Path>)[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex), {
    reloadOnFailure: false,
  });
}
