import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  chooseLanguage,
  closeMenu,
  device,
  expectAccessible,
  expectNoErrors,
  followMenu,
  launch,
  onPhone,
  openDrawer,
  openPage,
  screenshot,
  shownMenu,
  signIn,
  tap,
  visit,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * Scrolls to the footer until its newsletter form has loaded. The form loads as the footer
 * comes near the screen; the home page grows as its latest lists arrive and may push the
 * footer away again before that, as a reader would scroll down again.
 */
async function reachFooterForm(page: Page, subscribe: string): Promise<void> {
  const button = page.getByRole('button', { name: subscribe });
  await expect
    .poll(
      async () => {
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        return button.count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(1);
}

describe('home page', () => {
  it.each([
    ['bs', 'bs', 'Grad Tuzla', 'Početna', 'Pretplati se'],
    ['hr', 'hr', 'Grad Tuzla', 'Početna', 'Pretplati se'],
    ['sr_cyr', 'sr-Cyrl', 'Град Тузла', 'Почетна', 'Претплати се'],
  ])('speaks %s', async (language, htmlLang, title, home, subscribe) => {
    const page = await openPage(browser, { language });
    await visit(page, '/home');
    expect(await page.locator('main h1').textContent()).toBe(title);
    expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);
    const menu = await shownMenu(page);
    expect(await menu.getByRole('link', { name: home }).getAttribute('aria-current')).toBe('page');
    await closeMenu(page);
    await reachFooterForm(page, subscribe);
    expect(await page.getByRole('button', { name: subscribe }).count()).toBe(1);
    expect(await page.getByRole('img', { name: new RegExp(title) }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expectNoErrors(page);
    await screenshot(page, `home-${language}`);
    await page.context().close();
  });

  it('shows no Latin letters in Serbian Cyrillic, except the other languages’ own names and PDF', async () => {
    const page = await openPage(browser, { language: 'sr_cyr' });
    await visit(page, '/home');
    // The latest complaints, loaded after the page: their titles are what citizens wrote, in
    // whichever script they wrote them, and are left out; what the portal says around them is not.
    const latest = page.locator('section[aria-labelledby="latest-complaints"]');
    await latest.locator('li').first().waitFor();
    await reachFooterForm(page, 'Претплати се');
    const titles = await latest.locator('li a').allTextContents();
    // Likewise the latest sessions' places, as the clerk typed them.
    const sessions = page.locator('section[aria-labelledby="latest-sessions"]');
    await sessions.locator('li').first().waitFor();
    const places = (await sessions.locator('li').allInnerTexts()).map((t) => t.split(' · ').at(-1)!.trim());
    // And the latest questions, as citizens wrote them, with the names of whom they asked.
    const questions = page.locator('section[aria-labelledby="latest-questions"]');
    await questions.locator('li').first().waitFor();
    const asked = await questions.locator('li a').allTextContents();
    const addressees = (await questions.locator('li p').allInnerTexts()).map((t) =>
      t.split(' · ')[1]!.trim(),
    );
    let text = await page.evaluate(() => document.body.innerText);
    for (const title of [...titles, ...places, ...asked, ...addressees]) text = text.split(title).join('');
    // The map of open problems (loaded on the way to the footer) credits its tiles and library by name.
    expect(
      text.replace(/Bosanski|Hrvatski|\bPDF\b|\bLeaflet\b|\bOpenStreetMap\b/g, '').match(/[A-Za-z]+/g),
    ).toBeNull();
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
  it('shows the page in the chosen language in place, keeping what was typed, and remembers it', async () => {
    const page = await openPage(browser);
    await visit(page, '/register');
    expect(await page.locator('main h1').textContent()).toBe('Registracija');
    const username = page.locator('main').getByLabel(/^Korisničko ime/);
    await username.fill('amra.hodzic');
    // The page is not loaded again: what it holds in memory stays.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await chooseLanguage(page, 'Српски');
    await page.locator('main h1', { hasText: 'Регистрација' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(
      await page
        .locator('main')
        .getByLabel(/^Корисничко име/)
        .inputValue(),
    ).toBe('amra.hodzic');
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Cyrl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sr_cyr');
    expect(new URL(page.url()).pathname).toBe('/register');
    await screenshot(page, `register-language-switched-${device}`);
    // A later visit opens in it.
    await page.reload();
    await page.locator('main h1', { hasText: 'Регистрација' }).waitFor();
    expectNoErrors(page);
    await page.context().close();
  });
});

describe('a form with unsaved input', () => {
  it('asks before a menu link leaves it, and keeps the input when the person stays', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'citizen');
    await visit(page, '/complaints/report-problem');
    const title = page.locator('main').getByLabel(/^Naslov/);
    await title.fill('Srušena ograda kod škole');
    await followMenu(page, 'Prijave problema', 'Statistika');
    const dialog = page.getByRole('dialog', { name: 'Izmjene nisu sačuvane' });
    await dialog.waitFor();
    await expectAccessible(page);
    await screenshot(page, `leave-guard-${device}`);
    await tap(dialog.getByRole('button', { name: 'Ostani na stranici' }));
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/complaints/report-problem');
    expect(await title.inputValue()).toBe('Srušena ograda kod škole');

    await followMenu(page, 'Prijave problema', 'Statistika');
    await tap(dialog.getByRole('button', { name: 'Odbaci izmjene' }));
    await page.locator('main h1', { hasText: 'Statistika prijava' }).waitFor();
    expectNoErrors(page);
    await page.context().close();
  });

  it('asks the browser to confirm before the page is reloaded or closed', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/register');
    await page
      .locator('main')
      .getByLabel(/^Korisničko ime/)
      .fill('amra.hodzic');
    const asked = page.waitForEvent('dialog', { timeout: 10_000 });
    // Chromium asks only after the person has interacted with the page, which fill did.
    void page.reload().catch(() => undefined);
    const dialog = await asked;
    await dialog.dismiss();
    expect(dialog.type()).toBe('beforeunload');
    expect(
      await page
        .locator('main')
        .getByLabel(/^Korisničko ime/)
        .inputValue(),
    ).toBe('amra.hodzic');
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
    await tap(trail.getByRole('link', { name: 'Početna' }));
    await page.locator('main h1', { hasText: 'Grad Tuzla' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  });

  it('footer links open their pages at the top', async () => {
    const page = await openPage(browser, { language: 'hr' });
    await visit(page, '/home');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await tap(page.getByRole('link', { name: 'Uvjeti korištenja' }));
    await page.locator('main h1', { hasText: 'Uvjeti korištenja' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms-and-requirements');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'terms-hr');
    await tap(page.getByRole('link', { name: 'Pomoć i kontakti' }).first());
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
        tap(footer.getByRole('button', { name: `Preuzmite kao dokument: ${name}` })),
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
    // The menu bar marks the section (home, for an unknown path); the drawer lists pages and marks none.
    const menu = await shownMenu(page);
    expect(await menu.getByRole('link', { name: 'Početna' }).getAttribute('aria-current')).toBe(
      onPhone ? null : 'true',
    );
    await closeMenu(page);
    expect(
      await page.getByRole('navigation', { name: 'Putanja' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Početna', 'Stranica nije pronađena']);
    await expectAccessible(page);
    await screenshot(page, 'not-found-bs');
    await tap(page.getByRole('link', { name: 'Nazad na početnu' }));
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
    await reachFooterForm(page, 'Pretplati se');
    const input = page.getByLabel('Adresa e-pošte');
    await input.fill(`e2e-${Date.now()}@example.ba`);
    await tap(page.getByRole('button', { name: 'Pretplati se' }));
    await page.getByRole('status').getByText('Uspješno ste se prijavili na bilten.').waitFor();
    expect(await input.inputValue()).toBe('');
    await screenshot(page, 'newsletter-success-bs');
    await page.context().close();
  });

  it('is where the home page’s entry leads: the e-mail field, focused', async () => {
    const page = await openPage(browser, { language: 'hr' });
    await visit(page, '/home');
    await tap(page.getByRole('button', { name: /^Pretplatite se na bilten/ }));
    const input = page.getByLabel('Adresa e-pošte');
    await input.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'newsletter-email');
    await page.context().close();
  });

  it('refuses a wrong address on the field, once, and keeps it for correction', async () => {
    const page = await openPage(browser, { language: 'sr_cyr' });
    await visit(page, '/home');
    await reachFooterForm(page, 'Претплати се');
    const input = page.getByLabel('Адреса е-поште');
    await input.fill('nije-adresa');
    await tap(page.getByRole('button', { name: 'Претплати се' }));
    // Shown under the field (which takes focus), not again as a toast (decision 0024).
    await page.getByText('Адреса е-поште није исправна.', { exact: true }).waitFor();
    expect(await page.getByText('Порука система:').count()).toBe(0);
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
      tap(page.getByRole('button', { name: 'Upute za korištenje (PDF)' })),
    ]);
    expect(download.suggestedFilename()).toBe('Upute za korištenje portala.pdf');
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });
});

describe.runIf(onPhone)('a 360 px phone', () => {
  it('shows the home page without sideways scrolling, with the menu behind a button', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/home');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Početna' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'home-360-menu-bs');
    await page.context().close();
  });

  it.each(['bs', 'hr', 'sr_cyr'])(
    'keeps the municipality’s name clear of the icons beside it when signed in (%s)',
    async (language) => {
      const page = await openPage(browser, { language });
      await signIn(page, 'citizen');
      // The drawn text (which can run past its box) against the user menu's icon.
      const gap = await page.evaluate(() => {
        const banner = document.querySelector('header')!;
        const walker = document.createTreeWalker(banner, NodeFilter.SHOW_TEXT);
        let text = walker.nextNode();
        while (text && !/Tuzla|Тузла/.test(text.textContent ?? '')) text = walker.nextNode();
        const range = document.createRange();
        range.selectNodeContents(text!);
        const icon = banner.querySelector('button svg')!;
        return icon.getBoundingClientRect().left - range.getBoundingClientRect().right;
      });
      expect(gap).toBeGreaterThanOrEqual(8);
      await screenshot(page, `top-bar-signed-in-phone-${language}`);
      await page.context().close();
    },
  );
});

describe('API description', () => {
  it('is browsable', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByText('Municipal e-participation portal API').first().waitFor();
    await page.context().close();
  });
});
