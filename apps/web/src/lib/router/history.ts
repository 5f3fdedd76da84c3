import { createPath, type Location, type Path } from './path';

/**
 * The list of places visited, in the browser's history or in memory (tests): where one is, how
 * far along, and a call when the visitor moves through it (back, forward, a fragment link).
 */
export interface History {
  readonly location: Location;
  /** The current entry's position, to tell how far a move through the history went. */
  readonly index: number;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  /** Called after the visitor moved through the history; returns the way to stop listening. */
  listen(onMove: () => void): () => void;
  href(path: Path): string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What the router keeps in an entry of the browser's history (the shape the former router kept). */
type EntryState = { usr: unknown; key: string; idx: number } | null;

export function createBrowserHistory(): History {
  const history = window.history;
  const entry = () => history.state as EntryState;
  // The first entry and one a fragment link made have no position yet: give them one.
  if (entry()?.idx === undefined) {
    history.replaceState({ usr: entry()?.usr ?? null, key: entry()?.key ?? newKey(), idx: 0 }, '');
  }
  let index = entry()?.idx ?? 0;
  let location = read();

  function read(): Location {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  }

  function write(path: Path, state: unknown, replace: boolean) {
    if (!replace) index += 1;
    const value = { usr: state ?? null, key: newKey(), idx: index };
    const url = createPath(path);
    if (replace) history.replaceState(value, '', url);
    else {
      try {
        history.pushState(value, '', url);
      } catch {
        // Safari limits the entries a page may add: go there the plain way.
        window.location.assign(url);
        return;
      }
    }
    location = read();
  }

  return {
    get location() {
      return location;
    },
    get index() {
      return index;
    },
    push: (path, state) => write(path, state, false),
    replace: (path, state) => write(path, state, true),
    go: (delta) => history.go(delta),
    listen(onMove) {
      const moved = () => {
        const state = entry();
        if (state?.idx === undefined) {
          // A fragment link: a new entry after the current one.
          index += 1;
          history.replaceState({ usr: null, key: newKey(), idx: index }, '');
        } else index = state.idx;
        location = read();
        onMove();
      };
      window.addEventListener('popstate', moved);
      return () => window.removeEventListener('popstate', moved);
    },
    href: createPath,
  };
}

export function createMemoryHistory(
  initialEntries: readonly (string | Partial<Path>)[] = ['/'],
  initialIndex?: number,
): History {
  const toLocation = (path: Partial<Path>, state: unknown = null): Location => ({
    pathname: path.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state,
    key: newKey(),
  });
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((entry) => {
    if (typeof entry !== 'string') return toLocation(entry);
    const url = new URL(entry, 'http://memory');
    return toLocation({ pathname: url.pathname, search: url.search, hash: url.hash });
  });
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<() => void>();

  return {
    get location() {
      return entries[index]!;
    },
    get index() {
      return index;
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, toLocation(path, state));
    },
    replace(path, state) {
      entries[index] = toLocation(path, state);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(onMove) {
      listeners.add(onMove);
      return () => listeners.delete(onMove);
    },
    href: createPath,
  };
}
