import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs';

const captions: Record<string, string> = {
  admin: 'Administracija',
  users: 'Korisnici',
  'users-list': 'Lista korisnika',
  'users-edit': 'Uređivanje korisnika',
  'privacy-policy': 'Politika privatnosti',
  home: 'Početna',
};
const pages = new Set([
  '/home',
  '/privacy-policy',
  '/admin/users/users-list',
  '/admin/users/users-edit/5',
  '/sessions/x%7CSjednica%203',
]);

const trail = (path: string) =>
  buildBreadcrumbs(path, {
    caption: (segment) => captions[segment] ?? null,
    isPage: (p) => pages.has(p),
    homeCaption: 'Početna',
  });

describe('breadcrumbs', () => {
  it('start at home, and the last crumb is the active page', () => {
    expect(trail('/privacy-policy')).toEqual([
      { link: '/home', caption: 'Početna', active: false },
      { link: '/privacy-policy', caption: 'Politika privatnosti', active: true },
    ]);
  });

  it('show home alone on the home page', () => {
    expect(trail('/home')).toEqual([{ link: '/home', caption: 'Početna', active: true }]);
  });

  it('leave segments that are not pages as plain text', () => {
    expect(trail('/admin/users/users-list').map((c) => c.link)).toEqual([
      '/home',
      null,
      null,
      '/admin/users/users-list',
    ]);
  });

  it('append a numeric segment to the previous crumb’s link instead of adding a crumb', () => {
    const crumbs = trail('/admin/users/users-edit/5');
    expect(crumbs).toHaveLength(4);
    expect(crumbs[3]).toEqual({
      link: '/admin/users/users-edit/5',
      caption: 'Uređivanje korisnika',
      active: true,
    });
  });

  it('fold a segment without a caption (a token) into the previous crumb, like a number', () => {
    const crumbs = buildBreadcrumbs('/admin/users/users-edit/Zm9vYmFy', {
      caption: (segment) => captions[segment] ?? null,
      isPage: (p) => p === '/admin/users/users-edit/Zm9vYmFy',
      homeCaption: 'Početna',
    });
    expect(crumbs.map((c) => c.caption)).toEqual([
      'Početna',
      'Administracija',
      'Korisnici',
      'Uređivanje korisnika',
    ]);
    expect(crumbs[3]!.link).toBe('/admin/users/users-edit/Zm9vYmFy');
  });

  it('caption a segment with a pipe by the text after the pipe', () => {
    const crumbs = trail('/sessions/x%7CSjednica%203');
    expect(crumbs[2]).toEqual({ link: '/sessions/x%7CSjednica%203', caption: 'Sjednica 3', active: true });
  });
});
