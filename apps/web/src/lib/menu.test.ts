import { describe, expect, it } from 'vitest';
import { activeMenuKey, fromServerMenu, type ShellMenuItem } from './menu';

const link = (key: string, url: string): ShellMenuItem => ({ key, label: key, url, children: [] });
const items: ShellMenuItem[] = [
  link('home', '/home'),
  {
    key: 'complaints',
    label: 'Prijave',
    url: null,
    children: [link('all', '/complaints/all-complaints'), link('stats', '/complaints/statistic')],
  },
  link('info', '/info-section'),
  {
    key: 'admin',
    label: 'Administracija',
    url: null,
    children: [
      { key: 'accounts', label: 'Računi', url: null, children: [link('users', '/admin/users/users-list')] },
    ],
  },
];

describe('active menu entry', () => {
  it('is the entry of the current section, found at any depth', () => {
    expect(activeMenuKey('/info-section', items)).toBe('info');
    expect(activeMenuKey('/complaints/statistic', items)).toBe('complaints');
    expect(activeMenuKey('/complaints/details/5', items)).toBe('complaints');
    expect(activeMenuKey('/admin/users/users-edit/5', items)).toBe('admin');
  });

  it('is home for any path the menu does not know', () => {
    expect(activeMenuKey('/no-such-page', items)).toBe('home');
    expect(activeMenuKey('/privacy-policy', items)).toBe('home');
    expect(activeMenuKey('/', items)).toBe('home');
  });
});

describe('the server menu', () => {
  it('becomes shell entries, links before nested groups', () => {
    const entries = fromServerMenu([
      {
        id: 2,
        name: 'Administracija',
        url: null,
        childItems: [{ id: 9, name: 'Poruke', url: '/admin/outbox', childItems: [], secondLevelItems: [] }],
        secondLevelItems: [
          {
            id: 3,
            name: 'Računi',
            url: null,
            childItems: [
              {
                id: 4,
                name: 'Korisnici',
                url: '/admin/users/users-list',
                childItems: [],
                secondLevelItems: [],
              },
            ],
            secondLevelItems: [],
          },
        ],
      },
    ]);
    expect(entries).toEqual([
      {
        key: 'm2',
        label: 'Administracija',
        url: null,
        children: [
          { key: 'm9', label: 'Poruke', url: '/admin/outbox', children: [] },
          {
            key: 'm3',
            label: 'Računi',
            url: null,
            children: [{ key: 'm4', label: 'Korisnici', url: '/admin/users/users-list', children: [] }],
          },
        ],
      },
    ]);
  });
});
