import { readFileSync } from 'node:fs';
import { DRAWN_STYLES_ID } from '@portal/contracts';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from './auth';
import { drawnPageTaken, isDrawnPageOurs, restoreDrawnStyles } from './drawn-page';
import { LANGUAGE_STORAGE_KEY } from './language';
import { PHONE_QUERY } from './media';

/** The check in the page's head (apps/web/index.html) that hides a drawn page the app would not draw. */
const check = /<script nonce="CSP_NONCE">([\s\S]*?)<\/script>/.exec(
  readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8'),
)![1]!;

const html = document.documentElement;

describe('the page the server drew', () => {
  let phone = false;
  beforeEach(() => {
    phone = false;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_QUERY && phone }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    html.removeAttribute('data-prerendered');
    html.removeAttribute('data-phone');
  });

  function drawn(language: string, forPhone: boolean) {
    html.setAttribute('data-prerendered', language);
    html.setAttribute('data-phone', String(forPhone));
    new Function(check)();
    return html.getAttribute('data-prerendered');
  }

  it('is the app’s when a visitor in its language and of its width opens it', () => {
    expect(drawn('bs', false)).toBe('bs');
    expect(isDrawnPageOurs()).toBe(true);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hr');
    expect(drawn('hr', false)).toBe('hr');
    phone = true;
    expect(drawn('hr', true)).toBe('hr');
  });

  it('is hidden until the app draws its own for someone signed in, another language or another width', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ token: 't' }));
    expect(drawn('bs', false)).toBe('stale');
    expect(isDrawnPageOurs()).toBe(false);
    localStorage.clear();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sr_cyr');
    expect(drawn('bs', false)).toBe('stale');
    localStorage.clear();
    phone = true;
    expect(drawn('bs', false)).toBe('stale');
    drawnPageTaken();
    expect(html.hasAttribute('data-prerendered')).toBe(false);
  });

  it('leaves a page the server did not draw alone', () => {
    new Function(check)();
    expect(html.hasAttribute('data-prerendered')).toBe(false);
    expect(isDrawnPageOurs()).toBe(false);
  });

  it('gets its style attributes back from the style element the server moved them to', () => {
    const style = document.createElement('style');
    style.id = DRAWN_STYLES_ID;
    style.textContent =
      '.hero{padding:1rem}\n#root [data-drawn-style="0"]{width:calc(2rem * var(--s));--group-gap:var(--mantine-spacing-sm)}';
    document.head.append(style);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<main data-drawn-style="0"><p class="hero">x</p></main>';
    document.body.append(root);
    restoreDrawnStyles();
    const main = root.querySelector('main')!;
    expect(main.hasAttribute('data-drawn-style')).toBe(false);
    expect(main.style.getPropertyValue('width')).toBe('calc(2rem * var(--s))');
    expect(main.style.getPropertyValue('--group-gap').trim()).toBe('var(--mantine-spacing-sm)');
    root.remove();
    style.remove();
  });
});
