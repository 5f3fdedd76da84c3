import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken } from './support/api';
import {
  expectAccessible,
  device,
  expectNoErrors,
  launch,
  layoutFaults,
  onPhone,
  openPage,
  screenshot,
  shownKeys,
  signIn,
  visit,
} from './support/browser';
import { type RouteParam, type SweptRoute, sweptRoutes, type Visitor } from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The id of the first record an API call returns to the administrator. */
async function firstId(param: Exclude<RouteParam, string>, token: string): Promise<string> {
  const res = await api<{ id: number }[] | { items: { id: number }[] }>(param.idFrom, {
    token,
    body: param.body,
  });
  const records = Array.isArray(res.body) ? res.body : res.body?.items;
  const id = records?.[0]?.id;
  if (res.status !== 200 || id === undefined) {
    throw new Error(`No demo record from ${param.idFrom}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return String(id);
}

/** The concrete address of a route, its parameters filled with demo data. */
async function urlOf(route: SweptRoute, token: string): Promise<string> {
  let url = route.path;
  for (const [name, param] of Object.entries(route.params ?? {})) {
    const value = typeof param === 'string' ? param : await firstId(param, token);
    url = name === '*' ? url.replace('*', value) : url.replace(`:${name}`, encodeURIComponent(value));
  }
  return url;
}

/** Counts the page's requests still under way. */
function trackRequests(page: Page): { size: number } {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** Waits until no request is under way across two frames in a row (quicker than 'networkidle'). */
async function settle(page: Page, pending: { size: number }): Promise<void> {
  for (let quiet = 0; quiet < 2;) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    quiet = pending.size === 0 ? quiet + 1 : 0;
  }
}

/**
 * Opens a path as the app's own links do, without loading the app again (much quicker
 * than a fresh load for each of a hundred routes). The shell moves the focus to the
 * content once the router has drawn the new route, which is the sign to wait for.
 */
async function navigate(page: Page, url: string): Promise<void> {
  if (await page.evaluate((to) => location.pathname === to, url)) return;
  await page.evaluate((to) => {
    const main = document.querySelector('main');
    if (!main) throw new Error('No main element');
    (document.activeElement as HTMLElement | null)?.blur();
    main.removeAttribute('data-a11y-arrived');
    main.addEventListener('focus', () => main.setAttribute('data-a11y-arrived', ''), { once: true });
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.locator('main[data-a11y-arrived]').waitFor({ state: 'attached' });
  await page.locator('main h1').first().waitFor();
}

/** A screenshot's name: device, language, visitor and address. */
async function shotName(page: Page, visitor: Visitor, url: string): Promise<string> {
  return `${device}-${await page.getAttribute('html', 'lang')}-${visitor}${url.replaceAll('/', '-')}`;
}

/** Headings of the pages a route shows when it was not reached: then its own page went unchecked. */
const NOT_REACHED = ['Stranica nije pronađena', 'Zabranjeno!', 'Страница није пронађена', 'Забрањено!'];

/**
 * Visits each route the visitor is listed for, one after the other in one page, and
 * returns the faults found, by address: accessibility violations, a page wider than the
 * window or a control without a visible focus ring (a screenshot is kept of each), a
 * route that showed the not-found or forbidden page instead of its own, and catalogue keys
 * shown instead of texts a route did not load.
 */
async function sweep(page: Page, visitor: Visitor): Promise<string[]> {
  const token = await apiToken('admin');
  const routes = sweptRoutes.filter((r) => r.visitors.includes(visitor));
  expect(routes.length).toBeGreaterThan(0);
  const faults: string[] = [];
  const pending = trackRequests(page);
  for (const [index, route] of routes.entries()) {
    const url = await urlOf(route, token);
    if (index === 0) await visit(page, url);
    else await navigate(page, url);
    const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    if (route.path !== '/*' && NOT_REACHED.includes(heading)) faults.push(`${url}: not reached (${heading})`);
    // Lists and forms fill in after the heading: judge the page once its calls are answered.
    await settle(page, pending);
    const keys = await shownKeys(page);
    if (keys.length) faults.push(`${url}: shows keys, not their texts: ${keys.join(', ')}`);
    try {
      await expectAccessible(page);
    } catch (error) {
      faults.push(`${url}: ${JSON.stringify((error as { actual?: unknown }).actual ?? String(error))}`);
      await screenshot(page, `a11y-${await shotName(page, visitor, url)}`);
    }
    const layout = await layoutFaults(page);
    if (layout.length) {
      faults.push(...layout.map((fault) => `${url}: ${fault}`));
      await screenshot(page, `layout-${await shotName(page, visitor, url)}`);
    }
  }
  return faults;
}

describe('every route of the web app, checked with axe (no serious or critical violation)', () => {
  // Every language for the public pages, on one device at least: Serbian's longer words (on both,
  // they overflowed a phone where Bosnian fitted), Croatian at the desk, Bosnian on the phone (at
  // the desk the signed-in sweeps below go through the public pages in Bosnian). The languages
  // share the pages; only the texts differ, so a third language per device found nothing new.
  const languages = onPhone ? ['bs', 'sr_cyr'] : ['hr', 'sr_cyr'];
  it.each(languages)('as an anonymous visitor (%s)', { timeout: 180_000 }, async (language) => {
    const page = await openPage(browser, { language });
    expect(await sweep(page, 'anonymous')).toEqual([]);
    expectNoErrors(page);
    await page.context().close();
  });

  it('as a signed-in citizen', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'citizen');
    expect(await sweep(page, 'citizen')).toEqual([]);
    // Still signed in at the end: no page of the sweep lost the session.
    await page.getByRole('button', { name: /^Korisnički meni: / }).waitFor();
    expectNoErrors(page);
    await page.context().close();
  });

  it('as the administrator', { timeout: 300_000 }, async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'admin');
    expect(await sweep(page, 'admin')).toEqual([]);
    await page.getByRole('button', { name: /^Korisnički meni: / }).waitFor();
    expectNoErrors(page);
    await page.context().close();
  });
});

/** Presses a key until the element has the focus (at most `limit` times), as a keyboard user moves. */
async function moveFocusTo(page: Page, target: Locator, key = 'Tab', limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached with ${key} in ${limit} presses`);
}

// A journey for keyboard users at the desk; the phone suite reports by touch (complaints.e2e.ts).
describe.skipIf(onPhone)('the report-a-problem form, with the keyboard alone', () => {
  it('is completed and sent by a citizen without the mouse', { timeout: 120_000 }, async () => {
    const title = `Rupa na trotoaru ${Date.now().toString(36)}`;
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'citizen');
    await visit(page, '/complaints/report-problem');
    const main = page.locator('main');
    const keyboard = page.keyboard;

    // Map first (issue 18): the place, then the kind of problem, then the text.
    // The location: the map is panned with the arrow keys and its middle marked with Enter.
    const map = main.getByRole('region', { name: /^Lokacija problema/ });
    await moveFocusTo(page, map);
    await main.getByText('Lokacija još nije označena.').waitFor();
    await keyboard.press('ArrowRight');
    await keyboard.press('ArrowUp');
    await keyboard.press('Enter');
    await main.getByText(/^Geografska širina \d+,\d+, geografska dužina \d+,\d+$/).waitFor();
    // The pin's tip is where the middle of the map is seen, though a pan was under way.
    const frame = (await map.boundingBox())!;
    const pin = (await main.locator('.leaflet-marker-icon').boundingBox())!;
    expect(Math.abs(pin.x + 12 - (frame.x + frame.width / 2))).toBeLessThan(3);
    expect(Math.abs(pin.y + pin.height - (frame.y + frame.height / 2))).toBeLessThan(3);

    // With no geocoder reachable here, the address is typed.
    await main.getByText('Adresa nije pronađena: upišite je sami.').waitFor({ timeout: 15_000 });
    await moveFocusTo(page, main.getByLabel(/^Adresa/));
    await keyboard.type('Maršala Tita 5, Tuzla');

    // The category: typed to narrow the list, the first match taken with the arrow and Enter.
    const category = main.getByRole('combobox', { name: /^Kategorija/ });
    await moveFocusTo(page, category);
    await keyboard.type('Putevi');
    await page.getByRole('option', { name: 'Putevi i udarne rupe' }).waitFor();
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    expect(await category.inputValue()).toBe('Putevi i udarne rupe');

    await moveFocusTo(page, main.getByLabel(/^Naslov/));
    await keyboard.type(title);
    await moveFocusTo(page, main.getByLabel(/^Opis problema/));
    await keyboard.type('Trotoar je propao uz ivičnjak, pješaci zaobilaze rupu po kolovozu.');
    await expectAccessible(page);
    await screenshot(page, 'complaint-report-keyboard-bs');
    // Back to the category with Shift+Tab: it kept its choice; Escape closes its list again.
    await moveFocusTo(page, category, 'Shift+Tab');
    expect(await category.inputValue()).toBe('Putevi i udarne rupe');
    await keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    await moveFocusTo(page, main.getByRole('button', { name: 'Pošalji prijavu' }));
    await keyboard.press('Enter');
    // The confirmation, then the complaint itself by its link.
    await page.waitForURL(/\/complaints\/report-problem\/confirmation\/\d+$/);
    await main.getByRole('heading', { level: 1, name: 'Prijava je poslana' }).waitFor();
    await moveFocusTo(page, main.getByRole('link', { name: /^Otvori prijavu / }));
    await keyboard.press('Enter');
    await page.waitForURL(/\/complaints\/complaint-details\/\d+$/);
    await page.locator('main h1', { hasText: title }).waitFor();
    await main.getByText('Putevi i udarne rupe').first().waitFor();
    await main.getByText('Maršala Tita 5, Tuzla').first().waitFor();
    expectNoErrors(page);
    await page.context().close();
  });
});
