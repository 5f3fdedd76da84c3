import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportLayout, type ReportRows, type ReportValue, rowsOf } from './document';
import { bosnianLayout, bosnianRows, cyrillicLayout, cyrillicRows, inBatches } from './test-layouts';
import { writePdf } from './pdf-report';

const run = promisify(execFile);

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pdf-report-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let files = 0;

/** The PDF written to a file, and that file read back by pdftotext and pdfinfo. */
async function written(layout: ReportLayout, rows: ReportRows) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writePdf(layout, rows, out);
  expect(out.writableEnded).toBe(true);
  const pdf = Buffer.concat(chunks);
  const file = path.join(dir, `report-${++files}.pdf`);
  await writeFile(file, pdf);
  const [text, info] = await Promise.all([
    run('/usr/bin/pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 }),
    run('/usr/bin/pdfinfo', [file]),
  ]);
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info.stdout)?.[1] ?? '';
  return { pdf, file, text: text.stdout, pages: Number(field('Pages')), pageSize: field('Page size') };
}

/** The pictures in a PDF, as width×height in pixels (pdfimages; masks of transparency left out). */
async function pictures(file: string): Promise<string[]> {
  const { stdout } = await run('/usr/bin/pdfimages', ['-list', file]);
  // Two lines of headings, then: page, num, type, width, height, ...
  return stdout
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[2] === 'image')
    .map((fields) => `${fields[3]}×${fields[4]}`)
    .sort();
}

/** Every word on the PDF's pages with its box, in points (pdftotext -bbox). */
async function wordBoxes(file: string): Promise<{ text: string; xMin: number; xMax: number }[]> {
  const { stdout } = await run('/usr/bin/pdftotext', ['-bbox', file, '-']);
  return [
    ...stdout.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map(([, xMin, xMax, text]) => ({ text: text!, xMin: Number(xMin), xMax: Number(xMax) }));
}

/**
 * The line of pdftotext's layout holding `text`. Its layout sometimes drops the narrow
 * space before "h" and "%" in a right-aligned column (the words are apart on the page,
 * see the test of alignment), hence the " ?" in the patterns below.
 */
function lineWith(text: string, within: string): string {
  return within.split('\n').find((line) => line.includes(text)) ?? '';
}

describe('the PDF report', () => {
  it('opens with the municipality, the title, when it was made and the filters in words', async () => {
    const { text } = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(text).toContain('Grad Tuzla');
    expect(text).toContain('Prijave po kategoriji i statusu');
    expect(text).toContain('Izrađeno 24.11.2026. 14:05');
    expect(text).toContain('Filteri');
    expect(text).toContain('Kategorija: Putevi i ulice');
    expect(text).toContain('Od datuma: 01.03.2026.');
    // The header comes before the chart's title, which comes before the table.
    expect(text.indexOf('Grad Tuzla')).toBeLessThan(text.indexOf('Filteri'));
    expect(text.indexOf('Od datuma')).toBeLessThan(text.indexOf('Prijave po mjesecima'));
    expect(text.indexOf('Prijave po mjesecima')).toBeLessThan(text.indexOf('Datum prijave'));
  });

  it('shows the coat of arms and the chart as pictures', async () => {
    const { file } = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(await pictures(file)).toEqual(['120×150', '200×100']);
  });

  it('writes the table with its headings and every value as the language writes it', async () => {
    const { text } = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(lineWith('Opis', text)).toMatch(/Opis\s+Iznos\s+Datum prijave\s+Riješeno\s+Trajanje\s+Udio/);
    expect(lineWith('Rupa na cesti', text)).toMatch(
      /Rupa na cesti\s+1\.234,5\s+01\.04\.2026\.\s+02\.04\.2026\. 08:15\s+12,3 ?h\s+37,5 ?%/,
    );
    // Missing values stay empty.
    expect(lineWith('Ulična rasvjeta', text)).toMatch(/Ulična rasvjeta\s+87\s+05\.03\.2026\.\s*$/);
    expect(lineWith('Zelene površine', text)).toMatch(
      /Zelene površine\s+20\.480\s+16\.01\.2026\.\s+16\.01\.2026\. 12:45\s+3 ?h\s+100 ?%/,
    );
    expect(text).toContain('Ukupno redova: 3');
  });

  it('leaves a totals row out of the count', async () => {
    const { text } = await written(bosnianLayout({ totalsRowIndex: 2 }), rowsOf(bosnianRows));
    expect(text).toContain('Zelene površine');
    expect(text).toContain('Ukupno redova: 2');
  });

  it('right-aligns numbers, hours and percentages, and their headings', async () => {
    const { file } = await written(bosnianLayout(), rowsOf(bosnianRows));
    const words = await wordBoxes(file);
    /** The right (or left) edges of the words, in whole points: one value when they line up. */
    const edges = (texts: string[], side: 'xMin' | 'xMax') =>
      new Set(words.filter((word) => texts.includes(word.text)).map((word) => Math.round(word[side])));
    expect(edges(['Iznos', '1.234,5', '87', '20.480'], 'xMax').size).toBe(1);
    expect(edges(['Trajanje', 'h'], 'xMax').size).toBe(1);
    expect(edges(['Udio', '%'], 'xMax').size).toBe(1);
    // Texts and dates start at their headings' left edge.
    expect(edges(['Opis', 'Rupa', 'Ulična', 'Zelene'], 'xMin').size).toBe(1);
    expect(edges(['Datum', '01.04.2026.', '05.03.2026.'], 'xMin').size).toBe(1);
    expect(words.filter((word) => word.text === 'h')).toHaveLength(2);
  });

  it('turns the page to landscape for more than 5 columns and keeps it upright for 5', async () => {
    const wide = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(wide.pageSize).toMatch(/^841\.89 x 595\.28 pts/);
    const narrow = await written(
      bosnianLayout({ columns: bosnianLayout().columns.slice(0, 5) }),
      rowsOf(bosnianRows.map((row) => row.slice(0, 5))),
    );
    expect(narrow.pageSize).toMatch(/^595\.28 x 841\.89 pts/);
    expect(lineWith('Rupa na cesti', narrow.text)).toMatch(/12,3 ?h\s*$/);
  });

  it('puts the title and the page number in words at the foot of every page', async () => {
    const { text, pages } = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(pages).toBe(1);
    expect(lineWith('Stranica 1 od 1', text)).toMatch(
      /^\s*Prijave po kategoriji i statusu\s+Stranica 1 od 1/,
    );
  });

  it('says there were no filters and no rows when there were none', async () => {
    const { text } = await written(bosnianLayout({ filters: [], coatOfArms: null }), rowsOf([]));
    expect(text).toContain('Filteri');
    expect(text).toContain('Bez filtera');
    expect(text).toContain('Nema podataka za odabrane filtere.');
    expect(text).not.toContain('Ukupno redova');
    // The headings are still there, over no rows.
    expect(text).toMatch(/Opis\s+Iznos\s+Datum prijave/);
  });

  it('leaves the chart out when the report has none', async () => {
    const { text, file } = await written(bosnianLayout({ chart: undefined }), rowsOf(bosnianRows));
    expect(text).not.toContain('Prijave po mjesecima');
    expect(await pictures(file)).toEqual(['120×150']);
  });

  it('writes a Serbian Cyrillic report in Cyrillic, with Latin letters only in the "h" of hours', async () => {
    const { text } = await written(cyrillicLayout(), rowsOf(cyrillicRows));
    for (const expected of [
      'Град Тузла',
      'Пријаве по категорији и статусу',
      'Израђено 24.11.2026. 14:05',
      'Филтери',
      'Категорија: Путеви и улице',
      'Статус: Ријешене',
      'Пријаве по мјесецима',
      'Укупно редова: 3',
      'Страница 1 од 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(lineWith('Опис', text)).toMatch(/Опис\s+Износ\s+Датум пријаве\s+Ријешено\s+Трајање\s+Удио/);
    expect(lineWith('Рупа на цести', text)).toMatch(
      /Рупа на цести\s+1\.234,5\s+01\.04\.2026\.\s+02\.04\.2026\. 08:15\s+12,3 ?h\s+37,5 ?%/,
    );
    expect(lineWith('Зелене површине', text)).toMatch(/20\.480\s+16\.01\.2026\./);
    // Allowed: digits, punctuation, "%" and the "h" after a number of hours.
    expect(text.replace(/\d ?h\b/g, '')).not.toMatch(/[A-Za-z\u00c0-\u024f]/);
  });

  it('writes 10,000 rows given in batches of 500, the last one on the last page', async () => {
    const row = (n: number): ReportValue[] => [
      `Prijava ${n}`,
      n * 1.5,
      new Date(Date.UTC(2026, 0, 1 + (n % 365), 10)),
      null,
      n % 24,
      n % 100,
    ];
    const { text, pages } = await written(bosnianLayout({ chart: undefined }), inBatches(10_000, 500, row));
    expect(pages).toBeGreaterThan(100);
    expect(lineWith('Prijava 1 ', text)).toMatch(/Prijava 1\s+1,5\s+02\.01\.2026\./);
    // 10,000 × 1.5 = 15,000; day 10,000 % 365 = 145 after 1 January is 26 May.
    expect(lineWith('Prijava 10000', text)).toMatch(
      /Prijava 10000\s+15\.000\s+26\.05\.2026\.\s+16 ?h\s+0 ?%/,
    );
    expect(text).toContain('Ukupno redova: 10000');
    expect(text).toContain(`Stranica ${pages} od ${pages}`);
    expect(
      text.match(new RegExp(`Prijave po kategoriji i statusu\\s+Stranica \\d+ od ${pages}\\n`, 'g')),
    ).toHaveLength(pages);
    // The headings are repeated at the top of every page.
    expect(text.match(/Opis\s+Iznos\s+Datum prijave/g)).toHaveLength(pages);
  });

  it('rejects with the error of rows that could not be read', async () => {
    async function* rows(): ReportRows {
      yield bosnianRows;
      throw new Error('the database went away');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writePdf(bosnianLayout(), rows(), out)).rejects.toThrow('the database went away');
  });

  it('rejects when the stream it writes to was closed', async () => {
    const out = new PassThrough();
    out.destroy();
    await expect(writePdf(bosnianLayout(), rowsOf(bosnianRows), out)).rejects.toThrow();
  });
});
