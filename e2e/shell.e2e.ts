import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  expectNoErrors,
  launch,
  openPage,
  screenshot,
  visit,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('home page', () => {
  it.each([
    ['bs', 'bs', 'Grad Tuzla', 'Početna', 'Prijavi se'],
    ['hr', 'hr', 'Grad Tuzla', 'Početna', 'Pretplati se'],
    ['sr_cyr', 'sr-Cyrl', 'Град Тузла', 'Почетна', 'Пријави се'],
  ])('speaks %s', async (language, htmlLang, title, home, subscribe) => {
    const page = await openPage(browser, { language });
    await visit(page, '/home');
    expect(await page.locator('main h1').textContent()).toBe(title);
    expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);
    const menu = page.getByRole('navigation', { name: /meni|izbornik|мени/i });
    expect(await menu.getByRole('link', { name: home }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: subscribe }).count()).toBe(1);
    expect(await page.getByRole('img', { name: new RegExp(title) }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expectNoErrors(page);
    await screenshot(page, `home-${language}`);
    await page.context().close();
  });

  it('shows no Latin letters in Serbian Cyrillic, except the other languages’ own names', async () => {
    const page = await openPage(browser, { language: 'sr_cyr' });
    await visit(page, '/home');
    const text = await page.evaluate(() => document.body.innerText);
    expect(text.replace(/Bosanski|Hrvatski/g, '').match(/[A-Za-z]+/g)).toBeNull();
    await page.context().close();
  });

  it('opens in the municipality’s primary language on a first visit', async () => {
    const page = await openPage(browser);
    await visit(page, '/home', 'doboj.localhost');
    expect(await page.locator('main h1').textContent()).toBe('Град Добој');
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Cyrl');
    await screenshot(page, 'home-doboj-first-visit');
    await page.context().close();
  });

  it('falls back to Bosnian for a stored language it does not know', async () => {
    const page = await openPage(browser, { language: 'en' });
    await visit(page, '/home', 'doboj.localhost');
    expect(await page.getAttribute('html', 'lang')).toBe('bs');
    expect(await page.locator('main h1').textContent()).toBe('Grad Doboj');
    await page.context().close();
  });

  it('leads from the portal logo to the citizen portal, in a new window', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/home');
    const logo = page.getByRole('link', { name: 'e-Učešće: portal za građane (otvara se u novom prozoru)' });
    expect(await logo.getAttribute('href')).toBe('https://gradjani.example.ba/');
    expect(await logo.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('sends the empty path to /home', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/');
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  });
});

describe('language bar', () => {
  it('keeps the choice in the browser and reloads the page in it', async () => {
    const page = await openPage(browser);
    await visit(page, '/privacy-policy');
    expect(await page.locator('main h1').textContent()).toBe('Politika privatnosti');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Српски' }).click()]);
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').textContent()).toBe('Политика приватности');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sr_cyr');
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await page.context().close();
  });
});

describe('breadcrumbs and navigation', () => {
  it('trail from home to the page, and lead back', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/privacy-policy');
    const trail = page.getByRole('navigation', { name: 'Putanja' });
    expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Početna', 'Politika privatnosti']);
    expect(await trail.getByText('Politika privatnosti').getAttribute('aria-current')).toBe('page');
    await expectAccessible(page);
    await screenshot(page, 'privacy-bs');
    await trail.getByRole('link', { name: 'Početna' }).click();
    await page.locator('main h1', { hasText: 'Grad Tuzla' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  });

  it('footer links open their pages at the top', async () => {
    const page = await openPage(browser, { language: 'hr' });
    await visit(page, '/home');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Uvjeti korištenja' }).click();
    await page.locator('main h1', { hasText: 'Uvjeti korištenja' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms-and-requirements');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'terms-hr');
    await page.getByRole('link', { name: 'Pomoć i kontakti' }).first().click();
    await page.locator('main h1', { hasText: 'Pomoć i kontakti' }).waitFor();
    expect(await page.getByText('podrska@example.org').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'help-hr');
    await page.context().close();
  });

  it('offers the terms, privacy policy and help in the footer as the municipality’s documents too', async () => {
    const page = await openPage(browser, { language: 'hr' });
    await visit(page, '/home');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Uvjeti korištenja', 'Politika privatnosti', 'Pomoć i kontakti']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        footer.getByRole('button', { name: `Preuzmite kao dokument: ${name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${name}.pdf`);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await page.context().close();
  });

  it('shows a not-found page for an unknown path, with home highlighted', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/nema/takve-stranice');
    expect(await page.locator('main h1').textContent()).toBe('Stranica nije pronađena');
    const menu = page.getByRole('navigation', { name: 'Glavni meni' });
    expect(await menu.getByRole('link', { name: 'Početna' }).getAttribute('aria-current')).toBe('true');
    expect(
      await page.getByRole('navigation', { name: 'Putanja' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Početna', 'Stranica nije pronađena']);
    await expectAccessible(page);
    await screenshot(page, 'not-found-bs');
    await page.getByRole('link', { name: 'Nazad na početnu' }).click();
    await page.locator('main h1', { hasText: 'Grad Tuzla' }).waitFor();
    await page.context().close();
  });

  it('can be used with the keyboard: the first Tab offers to skip to the content', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/home');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Preskoči na sadržaj');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#main');
    await page.context().close();
  });
});

describe('newsletter', () => {
  it('subscribes, thanks the visitor and empties the field', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/home');
    const input = page.getByLabel('Adresa e-pošte');
    await input.fill(`e2e-${Date.now()}@example.ba`);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.getByRole('status').getByText('Uspješno ste se prijavili na bilten.').waitFor();
    expect(await input.inputValue()).toBe('');
    await screenshot(page, 'newsletter-success-bs');
    await page.context().close();
  });

  it('refuses a wrong address with the system message and keeps it for correction', async () => {
    const page = await openPage(browser, { language: 'sr_cyr' });
    await visit(page, '/home');
    const input = page.getByLabel('Адреса е-поште');
    await input.fill('nije-adresa');
    await page.getByRole('button', { name: 'Пријави се' }).click();
    await page.getByRole('alert').getByText('Порука система: Адреса е-поште није исправна.').waitFor();
    expect(await input.inputValue()).toBe('nije-adresa');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'newsletter-refused-sr_cyr');
    await page.context().close();
  });
});

describe('user manual', () => {
  it('downloads as a PDF named in the page’s language', async () => {
    const page = await openPage(browser, { language: 'hr' });
    await visit(page, '/home');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Upute za korištenje (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Upute za korištenje portala.pdf');
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });
});

describe('small screens', () => {
  it('fit a 360 px phone, with the menu behind a button', async () => {
    const page = await openPage(browser, { language: 'bs', width: 360 });
    await visit(page, '/home');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    const drawer = page.getByRole('dialog', { name: 'Glavni meni' });
    await drawer.getByRole('link', { name: 'Početna' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-360-menu-bs');
    await page.context().close();
  });
});

describe('API description', () => {
  it('is browsable', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByText('Municipal e-participation portal API').first().waitFor();
    await page.context().close();
  });
});
