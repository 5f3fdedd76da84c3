import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken } from './support/api';
import {
  device,
  expectAccessible,
  expectNoErrors,
  followMenu,
  launch,
  openPage,
  screenshot,
  signIn,
  tap,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.locator('main');

const REPORT = 'ComplaintsByCategoryAndStatus';
const myReportsLink = /^(Moji izvještaji|Moja izvješća|Моји извјештаји)$/;

/** The languages, with what the journey reads and types in each. */
const languages = [
  {
    code: 'bs',
    languageId: 1,
    menu: 'Izvještaji',
    title: 'Prijave po kategoriji i statusu',
    category: /^Kategorija/,
    from: /^Od datuma/,
    to: /^Do datuma/,
    showFilters: 'Prikaži filtere',
    done: 'Gotov',
  },
  {
    code: 'hr',
    languageId: 3,
    menu: 'Izvješća',
    title: 'Prijave po kategoriji i statusu',
    category: /^Kategorija/,
    from: /^Od datuma/,
    to: /^Do datuma/,
    showFilters: 'Prikaži filtre',
    done: 'Gotovo',
  },
  {
    code: 'sr_cyr',
    languageId: 2,
    menu: 'Извјештаји',
    title: 'Пријаве по категорији и статусу',
    category: /^Категорија/,
    from: /^Од датума/,
    to: /^До датума/,
    showFilters: 'Прикажи филтере',
    done: 'Готов',
  },
] as const;

/** The category with the most complaints in the demo data, in the given language. */
async function busiestCategory(languageId: number): Promise<string> {
  const token = await apiToken('office');
  const res = await api<{ items: { category: string }[] }>(`/api/Reports/${REPORT}/Search`, {
    token,
    body: { languageId, pageNumber: 1, pageSize: 10 },
  });
  if (!res.body.items?.[0]) throw new Error(`Search answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.items[0].category;
}

/** Starts the export of one format and returns the file the browser downloads. */
async function download(page: Page, format: string): Promise<{ name: string; data: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    tap(main(page).getByRole('button', { name: format, exact: true })),
  ]);
  return { name: file.suggestedFilename(), data: readFileSync(await file.path()) };
}

/** The PDF's text as pdftotext (poppler-utils) reads it, its layout kept. */
function pdfText(data: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      '/usr/bin/pdftotext',
      ['-layout', '-', '-'],
      { encoding: 'utf8' },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(data);
  });
}

describe('reports', () => {
  for (const language of languages) {
    it(`lets a clerk filter complaints by category and period, see the chart and download PDF, Word and Excel (${language.code})`, async () => {
      const category = await busiestCategory(language.languageId);
      const page = await openPage(browser, { language: language.code });
      await signIn(page, 'office');
      await followMenu(page, language.menu);
      await main(page).getByRole('heading', { level: 1, name: language.menu }).waitFor();
      await tap(
        main(page)
          .getByRole('link', { name: new RegExp(language.title) })
          .first(),
      );
      await main(page).getByRole('heading', { level: 1, name: language.title }).waitFor();

      // On a phone the filters wait behind their button; a tap opens them.
      const categoryField = main(page).getByRole('combobox', { name: language.category });
      if (device === 'phone') {
        expect(await categoryField.isVisible()).toBe(false);
        await tap(main(page).getByRole('button', { name: language.showFilters }));
      }
      await tap(categoryField);
      await tap(page.getByRole('option', { name: category, exact: true }).first());
      await main(page).getByLabel(language.from).fill('01.01.2020.');
      await main(page).getByLabel(language.to).fill('31.12.2030.');
      await main(page).getByLabel(language.to).blur();

      // The preview holds the one category; the chart is drawn.
      await expect
        .poll(() => page.url())
        .toMatch(/dateFrom=2020-01-01.*dateTo=2030-12-31|dateTo=2030-12-31.*dateFrom=2020-01-01/);
      // The preview is a table at the desk and cards on the phone (components/DataTable).
      const preview = main(page).locator(`[aria-label="${language.title}"]`);
      const previewRows = preview.locator(device === 'phone' ? ':scope > li' : 'tbody tr');
      await expect.poll(() => preview.getAttribute('aria-busy')).toBe('false');
      await expect.poll(() => previewRows.count()).toBe(1);
      await previewRows.getByText(category, { exact: true }).waitFor();
      await main(page).locator('.recharts-surface').first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `reports-report-${device}-${language.code}`);

      // Each file comes through an export job and is downloaded when it is made.
      const pdf = await download(page, 'PDF');
      expect(pdf.name).toMatch(new RegExp(`^${language.title} \\d{2}\\.\\d{2}\\.\\d{4}\\.pdf$`));
      const text = await pdfText(pdf.data);
      expect(text).toContain(language.title);
      expect(text).toContain(category);
      expect(text).toContain('01.01.2020.');
      const word = await download(page, 'Word');
      expect(word.name.endsWith('.docx')).toBe(true);
      expect(word.data.subarray(0, 2).toString()).toBe('PK');
      const excel = await download(page, 'Excel');
      expect(excel.name.endsWith('.xlsx')).toBe(true);
      expect(excel.data.subarray(0, 2).toString()).toBe('PK');

      // The three stay under "my reports" for a day, reached from the report's page.
      await tap(main(page).getByRole('link', { name: myReportsLink }));
      await main(page).getByRole('heading', { level: 1, name: language.menu }).waitFor();
      await expect
        .poll(() => main(page).getByText(language.done, { exact: true }).count())
        .toBeGreaterThanOrEqual(3);
      await screenshot(page, `reports-list-${device}-${language.code}`);
      expectNoErrors(page);
      await page.context().close();
    });
  }
});
