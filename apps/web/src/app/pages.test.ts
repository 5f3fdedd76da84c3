import { describe, expect, it } from 'vitest';
import { isPage } from './pages';

describe('isPage', () => {
  it('knows the pages of the app, with their parameters', () => {
    expect(isPage('/home')).toBe(true);
    expect(isPage('/login')).toBe(true);
    expect(isPage('/admin/global-codes/category/category-edit/12')).toBe(true);
  });

  it('does not count the not-found page or the address that only leads home', () => {
    expect(isPage('/nema-takve-stranice')).toBe(false);
    expect(isPage('/')).toBe(false);
  });
});
