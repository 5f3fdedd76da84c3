import { describe, expect, it } from 'vitest';
import { createSpinner } from './spinner';

describe('global spinner', () => {
  it('stays visible while any call is pending', () => {
    const s = createSpinner();
    s.show();
    s.show();
    s.hide();
    expect(s.isVisible()).toBe(true);
    s.hide();
    expect(s.isVisible()).toBe(false);
  });

  it('does not go below zero, so an extra hide cannot swallow the next show', () => {
    const s = createSpinner();
    s.hide();
    s.hide();
    s.show();
    expect(s.isVisible()).toBe(true);
  });

  it('can be forced on by route loading and released without losing pending calls', () => {
    const s = createSpinner();
    s.forceShow();
    expect(s.isVisible()).toBe(true);
    s.show();
    s.release();
    expect(s.isVisible()).toBe(true);
    s.hide();
    expect(s.isVisible()).toBe(false);
  });

  it('can be forced off, forgetting pending calls', () => {
    const s = createSpinner();
    s.show();
    s.forceShow();
    s.forceHide();
    expect(s.isVisible()).toBe(false);
    s.show();
    s.hide();
    expect(s.isVisible()).toBe(false);
  });

  it('tells its listeners of every change', () => {
    const s = createSpinner();
    const seen: boolean[] = [];
    s.subscribe(() => seen.push(s.isVisible()));
    s.show();
    s.hide();
    expect(seen).toEqual([true, false]);
  });
});
