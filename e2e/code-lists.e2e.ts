import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, uniqueName } from './support/api';
import {
  expectAccessible,
  expectNoErrors,
  launch,
  listRecord,
  menuEntries,
  openPage,
  screenshot,
  tap,
  visit,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.locator('main');

/** A field of the form by its label (a required field's label ends in " *"). */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return main(page).getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

async function signIn(page: Page, username: string, password = 'Demo2026') {
  await visit(page, '/login');
  await field(page, 'Korisničko ime').fill(username);
  await field(page, 'Lozinka').fill(password);
  await tap(main(page).getByRole('button', { name: 'Prijavi se', exact: true }));
  await page.getByRole('button', { name: new RegExp(`^Korisnički meni: `) }).waitFor();
}

/** The first of the three name fields, Bosnian, inside the "Naziv" group. */
const bosnianName = (page: Page) =>
  main(page)
    .getByRole('group', { name: 'Naziv' })
    .getByLabel(/^Bosanski/);
const croatianName = (page: Page) =>
  main(page)
    .getByRole('group', { name: 'Naziv' })
    .getByLabel(/^Hrvatski/);
const row = (page: Page, text: string) => listRecord(page, text);

async function saveForm(page: Page) {
  await tap(main(page).getByRole('button', { name: 'Sačuvaj' }));
  await page.getByRole('status').getByText('Podaci su sačuvani.').waitFor();
}

async function deleteRow(page: Page, name: string) {
  await tap(main(page).getByRole('button', { name: `Obriši: ${name}` }));
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`Da li ste sigurni da želite obrisati unos „${name}”?`).waitFor();
  await tap(dialog.getByRole('button', { name: 'Obriši' }));
}

describe('code lists', () => {
  it('lets an administrator add, edit and delete an entry of a flat list', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'admin');
    await visit(page, '/admin/global-codes/debate-category/debate-category-list');
    await tap(main(page).getByRole('link', { name: 'Dodaj' }));
    await page.locator('main h1', { hasText: 'Novi unos: Kategorije javnih rasprava' }).waitFor();
    await expectAccessible(page);

    // Refused without the Bosnian name; what was typed stays.
    await croatianName(page).fill('Javna nabava');
    await tap(main(page).getByRole('button', { name: 'Sačuvaj' }));
    await main(page).getByText('Naziv – Bosanski: unesite vrijednost.').first().waitFor();
    expect(await croatianName(page).inputValue()).toBe('Javna nabava');

    const name = `Javne nabavke ${uniqueName('')}`;
    await bosnianName(page).fill(name);
    await field(page, 'Šifra').fill(uniqueName('JN').toUpperCase().slice(0, 12));
    await saveForm(page);
    await row(page, name).waitFor();
    await screenshot(page, 'code-list-flat');

    await tap(main(page).getByRole('link', { name: `Uredi: ${name}` }));
    await page.locator('main h1', { hasText: 'Uređivanje unosa' }).waitFor();
    expect(await bosnianName(page).inputValue()).toBe(name);
    await field(page, 'Redoslijed').fill('5');
    await saveForm(page);
    await expect.poll(() => row(page, name).textContent()).toContain('5');

    await deleteRow(page, name);
    await page.getByRole('status').getByText('Brisanje je uspješno.').waitFor();
    await expect.poll(() => row(page, name).count()).toBe(0);
    expectNoErrors(page);
  });

  it('walks a tree a level at a time and keeps a unit that still has units below it', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'admin');
    await visit(page, '/admin/global-codes/organizational-unit/organizational-unit-list/0');
    const top = `Služba ${uniqueName('')}`;
    await tap(main(page).getByRole('link', { name: 'Dodaj' }));
    await bosnianName(page).fill(top);
    await saveForm(page);
    await row(page, top).waitFor();

    await tap(
      main(page)
        .getByRole('link', { name: `Podređeni unosi za „${top}”` })
        .first(),
    );
    await main(page).getByRole('navigation', { name: 'Putanja' }).getByText(top).waitFor();
    await tap(main(page).getByRole('link', { name: 'Dodaj' }));
    const child = `Odsjek ${uniqueName('')}`;
    await bosnianName(page).fill(child);
    await expect.poll(() => field(page, 'Nadređeni unos').inputValue()).toBe(top);
    await saveForm(page);
    await row(page, child).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'code-list-tree');

    await tap(
      main(page).getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Najviši nivo' }),
    );
    await row(page, top).waitFor();
    await deleteRow(page, top);
    await page.getByRole('alert').getByText('Brisanje nije moguće', { exact: false }).waitFor();
    expect(await row(page, top).count()).toBe(1);

    await tap(
      main(page)
        .getByRole('link', { name: `Podređeni unosi za „${top}”` })
        .first(),
    );
    await row(page, child).waitFor();
    await deleteRow(page, child);
    await expect.poll(() => row(page, child).count()).toBe(0);
  });

  it('lets a holder of right 9 edit document types and nothing else of the code lists', async () => {
    const admin = await apiToken('admin');
    const username = uniqueName('dok');
    const password = 'Arhiva-Dokumenata-9';
    const created = await api('/api/Users/Save', {
      token: admin,
      body: {
        id: 0,
        dataStatus: 2,
        username,
        password,
        confirmPassword: password,
        firstName: 'Nedim',
        lastName: 'Salihović',
        email: `${username}@example.ba`,
        profileId: 6,
        languageId: 1,
        active: true,
        accessRights: [9],
      },
    });
    expect(created.status).toBe(200);

    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, username, password);
    const entries = await menuEntries(page, 'Administracija');
    expect(entries).toContain('Vrste dokumenata');
    expect(entries).not.toContain('Kategorije prijava problema');

    await visit(page, '/admin/global-codes/document-type/document-type-list');
    await tap(main(page).getByRole('link', { name: 'Dodaj' }));
    const name = `Rješenja ${uniqueName('')}`;
    await bosnianName(page).fill(name);
    await saveForm(page);
    await row(page, name).waitFor();

    await visit(page, '/admin/global-codes/category/category-list');
    await page.locator('main h1', { hasText: 'Zabranjeno!' }).waitFor();
  });
});
