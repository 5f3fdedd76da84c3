import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lazyNamespaces } from '@portal/i18n';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The device every journey runs on: the suite runs twice (e2e/vitest.config.ts), at a
 * desktop width with a mouse and on a 360 × 740 phone with touch.
 */
export const device: 'desktop' | 'phone' = inject('device');
export const onPhone = device === 'phone';

export const PHONE = { width: 360, height: 740 };

export function baseUrl(host = 'localhost'): string {
  return `http://${host}:${inject('port')}`;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * A new page on the suite's device; with a language, it is stored first as a returning
 * visitor's choice. `width` gives a desktop browser of that width instead.
 */
export async function openPage(
  browser: Browser,
  options: { language?: string; width?: number; host?: string } = {},
): Promise<Page> {
  const phone = onPhone && options.width === undefined;
  const context = await browser.newContext({
    viewport: phone ? PHONE : { width: options.width ?? 1280, height: 900 },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    acceptDownloads: true,
  });
  if (options.language) {
    await context.addInitScript((language) => localStorage.setItem('language', language), options.language);
  }
  const page = await context.newPage();
  // The server sends a visitor's page already drawn (decision 0031); a journey goes on once the
  // app has taken it over, as a person's tap before then would find buttons that do nothing yet.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text());
  });
  (page as Page & { problems: string[] }).problems = problems;
  return page;
}

/** Resolves once the app has replaced the page the server drew, if it drew one. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'));
}

/** Opens a path and waits until the app has drawn its page. */
export async function visit(page: Page, pathname: string, host?: string): Promise<void> {
  await page.goto(`${baseUrl(host)}${pathname}`);
  await page.locator('main h1').first().waitFor();
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A menu still closing after the click that led here is not part of the page. On a
  // loaded machine a hover-opened menu can open again under the resting pointer, so
  // after a short wait the pointer is moved away and the menu dismissed as a person would.
  const menuGone = () => !document.querySelector('[role="menu"]');
  const closed = await page
    .waitForFunction(menuGone, undefined, { timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (!closed) {
    // Escape would also close a dialog the page asks with (the leave guard's): then the
    // menu under it is closed by the pointer alone.
    const dialogOpen = await page.locator('[role="dialog"][aria-modal="true"]').count();
    if (!onPhone) await page.mouse.move(1, 1);
    if (!dialogOpen) await page.keyboard.press('Escape');
    await page.waitForFunction(menuGone);
  }
  // Contrast is judged on the settled page, not halfway through a fade, nor on a list's rows
  // dimmed while their next page or a refetch loads (aria-busy), and settled for 200 ms on end:
  // a form's second change can start a refetch just after the first one ended.
  await steadyFor(page, 'settled', 200);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

/**
 * A record of the page's list that holds the text: a table row at the desk, a card on
 * the phone (components/DataTable shows lists so).
 */
export function listRecord(page: Page, text: string): Locator {
  const main = page.locator('main');
  return (onPhone ? main.getByRole('listitem') : main.getByRole('row')).filter({ hasText: text });
}

/**
 * Waits until the page has been quiet for a moment: no global spinner (a route or a call
 * loading covers the page with it, and a tap then lands on it) for 300 ms on end.
 */
export async function quiet(page: Page): Promise<void> {
  await steadyFor(page, 'quiet', 300);
}

/**
 * Waits until the page has stayed so for `ms` on end, counted from this call on (a steady
 * moment an earlier call saw proves nothing now): `quiet`, no global spinner; `settled`, no
 * list busy (aria-busy) and no animation running.
 */
async function steadyFor(page: Page, state: 'quiet' | 'settled', ms: number): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { steadySince?: number }).steadySince);
  await page.waitForFunction(
    ({ state, ms }) => {
      const w = window as unknown as { steadySince?: number };
      const steady =
        state === 'quiet'
          ? !document.querySelector('[data-global-spinner]')
          : !document.querySelector('[aria-busy="true"]') &&
            document
              .getAnimations()
              .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running');
      if (!steady) {
        w.steadySince = undefined;
        return false;
      }
      w.steadySince ??= performance.now();
      return performance.now() - w.steadySince >= ms;
    },
    { state, ms },
    { polling: 50 },
  );
}

/** Activates an element as the device's user does: a tap on the phone, a click at the desk. */
export async function tap(target: Locator): Promise<void> {
  if (onPhone) await target.tap();
  else await target.click();
}

/**
 * Follows an entry of the main menu: at the desk through the menu bar (a group opens
 * its drop-down), on the phone through the drawer behind the menu button. `path` is the
 * entry's label, or a group's label and then the entry's.
 */
export async function followMenu(page: Page, ...path: [string] | [string, string]): Promise<void> {
  const [first, second] = path;
  if (onPhone) {
    const drawer = await openDrawer(page);
    const scope = second === undefined ? drawer : drawer.getByRole('list', { name: first, exact: true });
    await tap(scope.getByRole('link', { name: second ?? first, exact: true }));
    await drawer.waitFor({ state: 'hidden' });
    return;
  }
  const bar = page.getByRole('navigation', { name: MENU_BAR });
  if (second === undefined) {
    await tap(bar.getByRole('link', { name: first, exact: true }));
    return;
  }
  await tap(bar.getByRole('button', { name: first }));
  await tap(page.getByRole('menuitem', { name: second, exact: true }));
}

const BURGER = /^(Otvori meni|Otvori izbornik|Отвори мени)$/;
const MENU_BAR = /^(Glavni meni|Glavni izbornik|Главни мени)$/;

/** Opens the phone's menu drawer and returns it; the menu button must say it is open. */
export async function openDrawer(page: Page): Promise<Locator> {
  // A call under way covers the page with the global spinner (transparent for its first
  // 250 ms), which takes a tap meant for the menu button.
  await quiet(page);
  const burger = await page.getByRole('button', { name: BURGER }).elementHandle();
  await burger!.tap();
  const drawer = page.getByRole('dialog', { name: MENU_BAR });
  await drawer.waitFor();
  // Open it stays, and says so: the drawer is not merely caught on its way out.
  await page.waitForTimeout(300);
  expect(await burger!.getAttribute('aria-expanded')).toBe('true');
  await drawer.waitFor();
  return drawer;
}

/**
 * The main menu as the device shows it, to look into: the menu bar at the desk, the
 * opened drawer on the phone (close it with `closeMenu`).
 */
export async function shownMenu(page: Page): Promise<Locator> {
  return onPhone ? openDrawer(page) : page.getByRole('navigation', { name: MENU_BAR });
}

/** Closes the phone's drawer, if open. */
export async function closeMenu(page: Page): Promise<void> {
  if (!onPhone) return;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: MENU_BAR }).waitFor({ state: 'hidden' });
}

/** Chooses a language by its own name in the language bar (a menu on the phone). */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  if (onPhone) {
    await tap(page.getByRole('button', { name: /^(Izbor jezika|Odabir jezika|Избор језика): / }));
    await tap(page.getByRole('menuitem', { name }));
    return;
  }
  await tap(page.getByRole('button', { name, exact: true }));
}

/** The labels of a menu group's entries, as the device shows them; the menu is closed again. */
export async function menuEntries(page: Page, group: string): Promise<string[]> {
  if (onPhone) {
    const drawer = await openDrawer(page);
    const labels = await drawer
      .getByRole('list', { name: group, exact: true })
      .getByRole('link')
      .allTextContents();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    return labels;
  }
  await tap(page.getByRole('navigation', { name: MENU_BAR }).getByRole('button', { name: group }));
  await page.getByRole('menuitem').first().waitFor();
  const labels = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  return labels;
}

/**
 * What a person on this device would find wrong with the page's layout and focus: a page
 * wider than the window (sideways scrolling), and focusable controls whose focus ring is
 * missing, thinner than 2 px or under 3:1 against the ground around it.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  // The device's width, not the window's: a phone widens its layout to content that overflows.
  const width = page.viewportSize()!.width;
  return page.evaluate((width) => {
    const faults: string[] = [];
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) {
      const wide = [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 0.5)
        .slice(0, 3)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        );
      faults.push(`page ${overflow}px wider than the window: ${wide.join('; ')}`);
    }

    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const groundOf = (el: Element | null): string => {
      for (let node = el; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        const alpha = rgb(color)[3];
        if (color !== 'transparent' && alpha !== 0) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter(
      (el) =>
        !el.matches(':disabled') &&
        !el.closest('[aria-hidden="true"], [inert]') &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden',
    );
    const before = document.activeElement as HTMLElement | null;
    for (const el of focusable.slice(0, 150)) {
      el.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
      if (document.activeElement !== el) continue;
      // A native input drawn over by its control (a switch) carries its ring on that control.
      const hidden = Number(getComputedStyle(el).opacity) === 0;
      const ringed = hidden ? ((el.nextElementSibling as HTMLElement | null) ?? el) : el;
      const style = getComputedStyle(ringed);
      const width = parseFloat(style.outlineWidth);
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      if (style.outlineStyle === 'none' || width < 2) {
        faults.push(`no focus ring of 2px on ${name} (${style.outlineStyle} ${style.outlineWidth})`);
        continue;
      }
      const ratio = contrast(style.outlineColor, groundOf(ringed.parentElement));
      if (ratio < 3) faults.push(`focus ring of ${name} at ${ratio.toFixed(2)}:1`);
    }
    before?.focus({ preventScroll: true });
    (document.activeElement as HTMLElement | null)?.blur();
    return faults;
  }, width);
}

/**
 * Catalogue keys of the lazily loaded namespaces the page shows instead of their texts
 * (`sessionsAdmin.list.title`), in its text or its controls' names and hints: a route that
 * does not declare the namespaces its page needs (decision 0017).
 */
export async function shownKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (namespaces) => {
      // Not part of an address, a host name or a file name (`admin.portal@…`, `content.pdf`).
      const key = new RegExp(
        `(?<![\\w.@/-])(?:${namespaces.join('|')})\\.(?!(?:pdf|docx?|xlsx?|csv|jpe?g|png)\\b)` +
          `[A-Za-z][\\w-]*(?:\\.[\\w-]+)*(?![\\w.-]*@)`,
        'g',
      );
      const texts = [document.body.innerText, document.title];
      for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
          texts.push(element.getAttribute(name) ?? '');
      }
      return [...new Set(texts.flatMap((text) => text.match(key) ?? []))];
    },
    lazyNamespaces as readonly string[],
  );
}

/** No script error or console error happened on the page. */
export function expectNoErrors(page: Page): void {
  expect((page as Page & { problems: string[] }).problems).toEqual([]);
}

const shots = path.resolve(__dirname, '../screenshots');

/** Saves a full-page screenshot under e2e/screenshots, to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Signs in through the form and waits for the user menu. */
export async function signIn(page: Page, username: string, password = 'Demo2026') {
  await visit(page, '/login');
  const main = page.locator('main');
  await main.getByLabel(/^(Korisničko ime|Корисничко име)/).fill(username);
  await main.getByLabel(/^(Lozinka|Лозинка)/).fill(password);
  await tap(main.locator('form button[type="submit"]'));
  await page
    .getByRole('button', { name: /^(Korisnički meni|Korisnički izbornik|Кориснички мени): / })
    .waitFor();
}
