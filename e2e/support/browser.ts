import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
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

export function baseUrl(host = 'localhost'): string {
  return `http://${host}:${inject('port')}`;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A new page; with a language, it is stored first as a returning visitor's choice. */
export async function openPage(
  browser: Browser,
  options: { language?: string; width?: number; host?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    acceptDownloads: true,
  });
  if (options.language) {
    await context.addInitScript((language) => localStorage.setItem('language', language), options.language);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text());
  });
  (page as Page & { problems: string[] }).problems = problems;
  return page;
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
    await page.mouse.move(1, 1);
    await page.keyboard.press('Escape');
    await page.waitForFunction(menuGone);
  }
  // Contrast is judged on the settled page, not halfway through a fade.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
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
  await page
    .locator('main')
    .getByLabel(/^Korisničko ime/)
    .fill(username);
  await page
    .locator('main')
    .getByLabel(/^Lozinka/)
    .fill(password);
  await page.locator('main').getByRole('button', { name: 'Prijavi se', exact: true }).click();
  await page.getByRole('button', { name: /^Korisnički meni: / }).waitFor();
}
