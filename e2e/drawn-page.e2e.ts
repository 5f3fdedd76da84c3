import { contractModules } from '@portal/contracts';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, baseUrl, launch, onPhone, PHONE, tap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A visitor's browser whose app code is held back until `release`, to see the page the server drew. */
async function heldBack(): Promise<{ page: Page; problems: string[]; release: () => Promise<void> }> {
  const context = await browser.newContext(
    onPhone
      ? {
          viewport: PHONE,
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        }
      : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text());
  });
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    page,
    problems,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('the page the server draws for a visitor', () => {
  it('is there before the app’s code, with its data, and the app takes it over without drawing it again', async () => {
    const { page, problems, release } = await heldBack();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const served = await page.goto(`${baseUrl()}/complaints/all-complaints`, { waitUntil: 'commit' });
    const heading = page.locator('main h1');
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Sve prijave');
    // The list's first page is drawn too (the demo's newest complaint), and the header with its menu.
    await page.getByRole('link', { name: 'Pokidan poklopac šahta' }).first().waitFor();
    expect(await page.locator('html').getAttribute('data-prerendered')).toBe('bs');
    await heading.evaluate((h1) => h1.setAttribute('data-seen', 'before the app'));

    await release();
    await appStarted(page);
    // The same element: the app took the page over (hydrated it) rather than drawing it anew.
    expect(await heading.getAttribute('data-seen')).toBe('before the app');
    expect(await page.locator('[data-drawn-style]').count()).toBe(0);
    // Each file was asked for once, and the stylesheets the page carries in it never.
    const html = (await served?.text()) ?? '';
    const assets = asked.filter((path) => path.startsWith('/assets/'));
    expect(assets.filter((path, i) => assets.indexOf(path) !== i)).toEqual([]);
    const carried = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1]);
    expect(carried.length).toBeGreaterThan(0);
    expect(asked.filter((path) => carried.includes(path))).toEqual([]);
    // It works: a complaint opens in place.
    await tap(page.getByRole('link', { name: 'Pokidan poklopac šahta' }).first());
    await page.getByRole('heading', { level: 1, name: 'Pokidan poklopac šahta' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is hidden, and drawn by the app, for a visitor who chose another language here', async () => {
    const { page, problems, release } = await heldBack();
    await page.addInitScript(() => localStorage.setItem('language', 'hr'));
    await page.goto(`${baseUrl()}/complaints/all-complaints`, { waitUntil: 'commit' });
    await page.locator('main h1').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('data-prerendered')).toBe('stale');
    // Hidden once the page's stylesheet is in (it blocks the first paint, so nothing shows before).
    await page.waitForFunction(
      () => getComputedStyle(document.getElementById('root')!).visibility === 'hidden',
    );
    await release();
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Sve prijave' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hr');
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('every page of the portal', () => {
  it('is served to a visitor, drawn or not, and the server stays up', async () => {
    const paths = contractModules
      .flatMap((m) => Object.values(m.pages))
      .map((p) => p.path.replace(/:\w+/g, '1'));
    expect(paths.length).toBeGreaterThan(50);
    for (const path of [...paths, '/home', '/', '/no-such-page']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(`${path} ${response.status}`).toBe(`${path} 200`);
      expect(await response.text()).toContain('<div id="root"');
    }
    const health = await fetch(`${baseUrl()}/api/health`);
    expect(health.status).toBe(200);
  });
});
