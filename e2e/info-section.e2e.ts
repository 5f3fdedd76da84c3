import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoErrors,
  followMenu,
  launch,
  listRecord,
  openPage,
  screenshot,
  tap,
  signIn,
  visit,
} from './support/browser';
import { pdf } from './support/files';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.locator('main');

describe('info section', () => {
  const name = `Odluka o komunalnom redu ${Date.now().toString(36)}`;
  const file = pdf('Odluka o komunalnom redu');

  it('lets an administrator upload a document that a visitor then downloads', async () => {
    const admin = await openPage(browser, { language: 'bs' });
    await signIn(admin, 'admin');
    await visit(admin, '/admin/info-section/document-list');
    await tap(main(admin).getByRole('link', { name: 'Novi dokument' }));
    await admin.locator('main h1', { hasText: 'Novi dokument info sekcije' }).waitFor();

    // A text file named .pdf is judged by its content and refused.
    await main(admin)
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'lazni.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('Ovo nije PDF.'),
      });
    await main(admin)
      .getByText(/Vrsta datoteke nije dozvoljena/)
      .first()
      .waitFor();

    await main(admin)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'odluka.pdf', mimeType: 'application/pdf', buffer: file });
    await main(admin)
      .getByText(/Učitana datoteka: odluka\.pdf/)
      .waitFor();
    await main(admin)
      .getByLabel(/^Naziv/)
      .fill(name);
    await tap(main(admin).getByRole('combobox', { name: /^Vrsta dokumenta/ }));
    await tap(admin.getByRole('option', { name: 'Odluke', exact: true }));
    expect(
      await main(admin)
        .getByRole('combobox', { name: /^Ekstenzija/ })
        .inputValue(),
    ).toBe('pdf');
    await expectAccessible(admin);
    await screenshot(admin, 'info-section-document-add-bs');
    await tap(main(admin).getByRole('button', { name: 'Sačuvaj' }));
    await admin.getByRole('status').getByText('Podaci su sačuvani.').waitFor();
    await listRecord(admin, name).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'info-section-documents-bs');
    expectNoErrors(admin);
    await admin.context().close();

    const visitor = await openPage(browser, { language: 'sr_cyr' });
    await visit(visitor, '/home');
    await followMenu(visitor, 'Инфо секција');
    await visitor.locator('main h1', { hasText: 'Инфо секција' }).waitFor();
    const link = main(visitor).getByRole('link', { name: new RegExp(`Преузмите документ ${name}`) });
    await link.waitFor();
    await expectAccessible(visitor);
    await screenshot(visitor, 'info-section-public-sr_cyr');
    const [download] = await Promise.all([visitor.waitForEvent('download'), tap(link)]);
    expect(download.suggestedFilename()).toBe(`${name}.pdf`);
    expect(readFileSync(await download.path()).equals(file)).toBe(true);
    expectNoErrors(visitor);
    await visitor.context().close();
  });
});
