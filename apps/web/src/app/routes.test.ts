import type { RouteObject } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { sweptRoutes } from '../../../../e2e/support/routes';
import { routes } from './router';

/** The full pattern of every page the router can show (an index route is its parent's path). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path}`
      : parent;
    if (route.children?.length) return pagePaths(route.children, path);
    return [route.index ? parent : path];
  });
}

describe('the accessibility sweep of the end-to-end suite', () => {
  const paths = pagePaths(routes);
  const swept = sweptRoutes.map((r) => r.path);

  it('finds the pages of the router', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/home', '/login', '/*']));
    expect(paths).toContain('/admin/global-codes/category/category-edit/:id');
  });

  it('visits every route of the web app (add a new route to e2e/support/routes.ts)', () => {
    expect(paths.filter((p) => !swept.includes(p))).toEqual([]);
  });

  it('lists no route the web app no longer has, and each once', () => {
    expect(swept.filter((p) => !paths.includes(p))).toEqual([]);
    expect(swept.filter((p, i) => swept.indexOf(p) !== i)).toEqual([]);
  });

  it('gives every parameter of a listed route a value and every route a visitor', () => {
    for (const route of sweptRoutes) {
      const names = [...route.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
      expect(Object.keys(route.params ?? {}).sort(), route.path).toEqual(names.sort());
      expect(route.visitors.length, route.path).toBeGreaterThan(0);
    }
  });
});
