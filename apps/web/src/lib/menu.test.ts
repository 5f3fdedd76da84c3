import { describe, expect, it } from 'vitest';
import { activeMenuKey } from './menu';

const entries = [
  { key: 'home', path: '/home' },
  {
    key: 'complaints',
    children: [{ path: '/complaints/all-complaints' }, { path: '/complaints/statistic' }],
  },
  { key: 'info', path: '/info-section' },
];

describe('active menu entry', () => {
  it('is the entry of the current section', () => {
    expect(activeMenuKey('/info-section', entries)).toBe('info');
    expect(activeMenuKey('/complaints/statistic', entries)).toBe('complaints');
    expect(activeMenuKey('/complaints/details/5', entries)).toBe('complaints');
  });

  it('is home for any path the menu does not know', () => {
    expect(activeMenuKey('/no-such-page', entries)).toBe('home');
    expect(activeMenuKey('/privacy-policy', entries)).toBe('home');
    expect(activeMenuKey('/', entries)).toBe('home');
  });
});
