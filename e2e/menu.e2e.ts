import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoErrors,
  launch,
  onPhone,
  openDrawer,
  openPage,
  screenshot,
  signIn,
  tap,
  visit,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const MENU_BAR = 'Glavni meni';
/** Headings of the pages a link shows when it did not reach its own. */
const NOT_REACHED = ['Stranica nije pronađena', 'Zabranjeno!'];

type Entry = { href: string; label: string; group: string | null };

/** Every link of the main menu as the device shows it: the drawer on the phone, the bar at the desk. */
async function entries(page: Page): Promise<Entry[]> {
  // Every visitor's menu has a group (complaints); a signed-in person's menu comes from the server.
  if (onPhone) {
    const drawer = await openDrawer(page);
    await drawer.locator('ul[aria-labelledby]').first().waitFor();
    const found = await drawer.locator('a[href]').evaluateAll((links) =>
      links.map((link) => {
        const list = link.closest('ul[aria-labelledby]');
        const group = list ? document.getElementById(list.getAttribute('aria-labelledby')!) : null;
        return {
          href: link.getAttribute('href')!,
          label: link.textContent!.trim(),
          group: group?.textContent?.trim() ?? null,
        };
      }),
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    return found;
  }
  const bar = page.getByRole('navigation', { name: MENU_BAR });
  await bar.getByRole('button').first().waitFor();
  const found: Entry[] = (await bar.locator(':scope > div > ul > li > a[href]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href')!,
      label: link.textContent!.trim(),
      group: null,
    })),
  )) as Entry[];
  for (const group of await bar.getByRole('button').allTextContents()) {
    const name = group.trim();
    if (!name) continue;
    await tap(bar.getByRole('button', { name, exact: true }));
    await page.getByRole('menuitem').first().waitFor();
    const items = await page
      .locator('[role="menu"] a[href]')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href')!, label: link.textContent!.trim() })),
      );
    found.push(...items.map((item) => ({ ...item, group: name })));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  }
  return found;
}

/** Follows one entry by touch or mouse, as a person would: the drawer, or the bar and its drop-down. */
async function follow(page: Page, entry: Entry): Promise<void> {
  if (onPhone) {
    const drawer = await openDrawer(page);
    await tap(drawer.locator(`a[href="${entry.href}"]`).first());
    await drawer.waitFor({ state: 'hidden' });
    return;
  }
  const bar = page.getByRole('navigation', { name: MENU_BAR });
  if (entry.group === null) {
    await tap(bar.locator(`a[href="${entry.href}"]`).first());
    return;
  }
  await tap(bar.getByRole('button', { name: entry.group, exact: true }));
  await tap(page.locator(`[role="menu"] a[href="${entry.href}"]`).first());
}

/** Reaches every entry of the menu, each from the page the one before led to, and returns the failures. */
async function reachAll(page: Page): Promise<{ count: number; faults: string[] }> {
  const all = await entries(page);
  const faults: string[] = [];
  for (const entry of all) {
    // An entry for the page already shown would not move: start it from home.
    if (new URL(page.url()).pathname === entry.href) await visit(page, '/home');
    await follow(page, entry);
    try {
      await page.waitForURL((url) => url.pathname === entry.href, { timeout: 10_000 });
      const heading = page.locator('main h1').first();
      await heading.waitFor();
      const text = (await heading.textContent())?.trim() ?? '';
      if (NOT_REACHED.includes(text)) faults.push(`${entry.label} (${entry.href}): ${text}`);
    } catch (error) {
      faults.push(`${entry.label} (${entry.href}): ${String(error).split('\n')[0]}`);
    }
  }
  return { count: all.length, faults };
}

describe(`the main menu on the ${onPhone ? 'phone (drawer, touch)' : 'desk (menu bar, mouse)'}`, () => {
  it('takes a visitor to every entry', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/home');
    const { count, faults } = await reachAll(page);
    expect(faults).toEqual([]);
    // Home, the complaint list and statistics, and the info section, at least.
    expect(count).toBeGreaterThanOrEqual(4);
    expectNoErrors(page);
    await page.context().close();
  });

  it('takes a citizen to every entry', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'citizen');
    const { count, faults } = await reachAll(page);
    expect(faults).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(6);
    expectNoErrors(page);
    await page.context().close();
  });

  it('takes the administrator to every entry', { timeout: 420_000 }, async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'admin');
    if (onPhone) {
      await openDrawer(page);
      await screenshot(page, 'menu-drawer-admin-phone-bs');
      await page.keyboard.press('Escape');
    }
    const { count, faults } = await reachAll(page);
    expect(faults).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(20);
    expectNoErrors(page);
    await page.context().close();
  });
});
