import type { ComponentType, ReactNode } from 'react';

/** A place in the app: the part of an address after the host. */
export type Path = { pathname: string; search: string; hash: string };

/** Where to go: an address (`/complaints?page=2`, `?page=2`, `#my-reports`) or its parts. */
export type To = string | Partial<Path>;

/** The current place, with the state a navigation gave it and a key of its own. */
export type Location<State = unknown> = Path & { state: State; key: string };

/** What a route's `lazy` gives once its code has loaded. */
export type LazyRoute = { Component?: ComponentType | null; element?: ReactNode };

/**
 * A route of the app: a path (relative to its parent's, or from the root), what it shows
 * (`element`, `Component`, or the code `lazy` loads before the route is shown) and its
 * children, shown where it puts an `Outlet`. A route without a path groups its children under
 * a guard or a layout; an `index` route is shown at its parent's own path.
 */
export type RouteObject = {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Shown instead of the whole tree while the first page's code loads. */
  HydrateFallback?: ComponentType | null;
  lazy?: () => Promise<LazyRoute>;
  children?: RouteObject[];
};

export type Params = Readonly<Record<string, string | undefined>>;

/** One route of the chain a pathname matches, outermost first. */
export type RouteMatch = { route: RouteObject; params: Params };

/** Splits an address into its pathname, search and hash (each left out when absent). */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

const prefixed = (value: string | undefined, mark: string) =>
  !value || value === mark ? '' : value.startsWith(mark) ? value : mark + value;

export function createPath({ pathname = '/', search, hash }: Partial<Path>): string {
  return pathname + prefixed(search, '?') + prefixed(hash, '#');
}

/**
 * Where `to` leads from the page at `from`: a pathname from the root as it is, a relative one
 * below the current page (`..` goes one segment up), search or hash alone on the current page.
 */
export function resolveTo(to: To, from: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const target = parts.pathname;
  let pathname = from;
  if (target) {
    const segments = target.startsWith('/') ? [] : from.split('/').filter(Boolean);
    for (const segment of target.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment && segment !== '.') segments.push(segment);
    }
    pathname = `/${segments.join('/')}${target.endsWith('/') && segments.length > 0 ? '/' : ''}`;
  }
  return { pathname, search: prefixed(parts.search, '?'), hash: prefixed(parts.hash, '#') };
}

/** A route path pattern compiled once: its expression and its parameters' names. */
type Pattern = { regex: RegExp; names: string[] };

const isSplat = (segment: string) => segment === '*';
const PARAM = /^:[\w-]+$/;

/**
 * How specific a route's full path is, as the router this replaces ranked them, so that
 * `/complaints/report-problem` wins over `/complaints/:id` and `*` comes last whatever the
 * order the routes were declared in: a static segment 10, a parameter 3, an index route 2.
 */
function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function compile(path: string, caseSensitive: boolean): Pattern {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push(name);
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { regex: new RegExp(source, caseSensitive ? undefined : 'i'), names };
}

type Branch = { routes: RouteObject[]; score: number; pattern: Pattern };

const joinPaths = (parent: string, path: string | undefined) =>
  path === undefined || path === ''
    ? parent
    : path.startsWith('/')
      ? path
      : `${parent.replace(/\/+$/, '')}/${path}`;

function flatten(routes: readonly RouteObject[], parents: RouteObject[], parentPath: string, into: Branch[]) {
  for (const route of routes) {
    const path = joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, into);
    // A route without a path only groups its children; it is never a page by itself.
    if (route.path === undefined && !route.index) continue;
    into.push({
      routes: chain,
      score: score(path, route.index),
      pattern: compile(path, Boolean(route.caseSensitive)),
    });
  }
}

const branchCache = new WeakMap<readonly RouteObject[], Branch[]>();

/** The routes' every page, most specific first (a stable sort keeps the declared order among equals). */
function branchesOf(routes: readonly RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = [];
    flatten(routes, [], '', branches);
    branches.sort((a, b) => b.score - a.score);
    branchCache.set(routes, branches);
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The chain of routes a pathname shows, outermost first, with the pathname's parameters; null when none. */
export function matchRoutes(
  routes: readonly RouteObject[],
  location: string | Partial<Path>,
): RouteMatch[] | null {
  const pathname = (typeof location === 'string' ? parsePath(location).pathname : location.pathname) ?? '/';
  for (const branch of branchesOf(routes)) {
    const found = branch.pattern.regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    branch.pattern.names.forEach((name, i) => {
      const value = found[i + 1];
      params[name] = value === undefined ? undefined : decode(value);
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
