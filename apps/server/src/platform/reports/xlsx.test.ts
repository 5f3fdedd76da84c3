import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReportLayout, type ReportRows, type ReportValue, rowsOf } from './document';
import { bosnian } from './test-layouts';
import { writeXlsx } from './xlsx';

const texts = bosnian;

let coatOfArms: Buffer;
let chartPng: Buffer;

beforeAll(async () => {
  coatOfArms = await sharp({ create: { width: 120, height: 150, channels: 4, background: '#1f4e9e' } })
    .png()
    .toBuffer();
  chartPng = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});

function layoutOf(overrides: Partial<ReportLayout> = {}): ReportLayout {
  return {
    language: 'bs',
    title: 'Prijave po kategoriji i statusu',
    municipality: 'Grad Tuzla',
    coatOfArms,
    filters: [
      { label: 'Kategorija', value: 'Putevi i ulice' },
      { label: 'Datum od', value: '01.03.2026.' },
    ],
    // 13:05 UTC is 14:05 in Sarajevo in November.
    generatedAt: new Date('2026-11-24T13:05:00Z'),
    columns: [
      { key: 'number', heading: 'Broj prijave', type: 'number' },
      { key: 'category', heading: 'Kategorija', type: 'text' },
      { key: 'reportedOn', heading: 'Datum prijave', type: 'date' },
      { key: 'resolvedAt', heading: 'Riješeno', type: 'dateTime' },
      { key: 'hours', heading: 'Trajanje', type: 'duration' },
      { key: 'share', heading: 'Udio', type: 'percentage' },
    ],
    chart: {
      kind: 'bar',
      title: 'Prijave po kategoriji',
      categories: ['Putevi i ulice', 'Rasvjeta', 'Zelene površine'],
      series: [
        { name: 'Zaprimljene', values: [12, 7, 3] },
        { name: 'Riješene', values: [10, 5, 1] },
      ],
      png: chartPng,
    },
    texts,
    ...overrides,
  };
}

const rows: ReportValue[][] = [
  // 22:30 UTC on 31 March is 00:30 on 1 April in Sarajevo (summer time).
  [1017, 'Putevi i ulice', new Date('2026-03-31T22:30:00Z'), new Date('2026-04-02T06:15:00Z'), 12.25, 37.5],
  [1018, 'Rasvjeta', new Date('2026-03-05T10:00:00Z'), null, null, null],
  // 23:10 UTC on 15 January is 00:10 on 16 January in Sarajevo (winter time).
  [1019, 'Zelene površine', new Date('2026-01-15T23:10:00Z'), new Date('2026-01-16T11:45:00Z'), 3, 100],
];

async function written(layout: ReportLayout, reportRows: ReportRows): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(layout, reportRows, out);
  expect(out.writableEnded).toBe(true);
  return Buffer.concat(chunks);
}

async function opened(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook;
}

/** The first cell of each row from `from` to `to`, as text ('' for an empty row). */
function firstColumn(sheet: ExcelJS.Worksheet, from: number, to: number): string[] {
  const texts: string[] = [];
  for (let r = from; r <= to; r++) texts.push(String(sheet.getRow(r).getCell(1).value ?? ''));
  return texts;
}

describe('the Excel report', () => {
  it('opens with the coat of arms, the municipality, the title, when it was made and the filters', async () => {
    const workbook = await opened(await written(layoutOf(), rowsOf(rows)));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Podaci');
    expect(firstColumn(sheet, 1, 9)).toEqual([
      '',
      'Grad Tuzla',
      'Prijave po kategoriji i statusu',
      'Izrađeno 24.11.2026. 14:05',
      'Filteri',
      'Kategorija: Putevi i ulice',
      'Datum od: 01.03.2026.',
      '',
      'Broj prijave',
    ]);
    expect(sheet.getCell('A3').font).toMatchObject({ bold: true, size: 14 });

    const [arms] = sheet.getImages();
    expect(arms?.range.tl.nativeRow).toBe(0);
    expect(arms?.range.tl.nativeCol).toBe(0);
    expect(workbook.getImage(Number(arms?.imageId)).buffer).toEqual(coatOfArms);
  });

  it('heads the table with bold, filled headings under a frozen pane, with an autofilter', async () => {
    const sheet = (await opened(await written(layoutOf(), rowsOf(rows)))).worksheets[0]!;
    const headings = sheet.getRow(9);
    expect(headings.values).toEqual([
      undefined,
      'Broj prijave',
      'Kategorija',
      'Datum prijave',
      'Riješeno',
      'Trajanje',
      'Udio',
    ]);
    expect(headings.getCell(1).font).toMatchObject({ bold: true });
    expect(headings.getCell(6).fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 9 });
    expect(sheet.autoFilter).toBe('A9:F12');
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual('Datum prijave'.length);
  });

  it('writes numbers as numbers and dates as dates showing the day and time in Sarajevo', async () => {
    const sheet = (await opened(await written(layoutOf(), rowsOf(rows)))).worksheets[0]!;
    const first = sheet.getRow(10);
    expect(first.getCell(1).value).toBe(1017);
    expect(first.getCell(2).value).toBe('Putevi i ulice');
    // Excel has no time zones: the cell holds the Sarajevo day, read back as UTC fields.
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 3, 1)));
    expect(first.getCell(3).numFmt).toBe('dd.mm.yyyy.');
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2026, 3, 2, 8, 15)));
    expect(first.getCell(4).numFmt).toBe('dd.mm.yyyy. hh:mm');
    expect(first.getCell(5).value).toBe(12.25);
    expect(first.getCell(5).numFmt).toBe('0.0 "h"');
    expect(first.getCell(6).value).toBe(0.375);
    expect(first.getCell(6).numFmt).toBe('0.0%');

    const missing = sheet.getRow(11);
    expect(missing.getCell(4).value).toBeNull();

    const last = sheet.getRow(12);
    expect(last.getCell(1).value).toBe(1019);
    expect(last.getCell(3).value).toEqual(new Date(Date.UTC(2026, 0, 16)));
    expect(last.getCell(4).value).toEqual(new Date(Date.UTC(2026, 0, 16, 12, 45)));
    expect(last.getCell(6).value).toBe(1);
  });

  it('counts the rows under the table', async () => {
    const sheet = (await opened(await written(layoutOf(), rowsOf(rows)))).worksheets[0]!;
    expect(firstColumn(sheet, 13, 14)).toEqual(['', 'Ukupno redova: 3']);
    expect(sheet.rowCount).toBe(14);
  });

  it('writes a totals row in bold, leaves it out of the count and out of the autofilter', async () => {
    const sheet = (await opened(await written(layoutOf({ totalsRowIndex: 2 }), rowsOf(rows)))).worksheets[0]!;
    expect(sheet.getRow(12).getCell(1).value).toBe(1019);
    expect(sheet.getRow(12).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(11).getCell(1).font?.bold).not.toBe(true);
    expect(firstColumn(sheet, 13, 14)).toEqual(['', 'Ukupno redova: 2']);
    expect(sheet.autoFilter).toBe('A9:F11');
  });

  it('says there are no rows when the filters give none, and names no filters when none was set', async () => {
    const workbook = await opened(await written(layoutOf({ filters: [], chart: undefined }), rowsOf([])));
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(firstColumn(sheet, 5, 9)).toEqual([
      'Filteri',
      'Bez filtera',
      '',
      'Broj prijave',
      'Nema podataka za odabrane filtere.',
    ]);
    expect(sheet.autoFilter).toBeUndefined();
  });

  it('leaves the coat of arms out when the municipality has none', async () => {
    const sheet = (await opened(await written(layoutOf({ coatOfArms: null }), rowsOf(rows)))).worksheets[0]!;
    expect(sheet.getImages()).toHaveLength(0);
    expect(firstColumn(sheet, 1, 2)).toEqual(['Grad Tuzla', 'Prijave po kategoriji i statusu']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 8 });
  });

  it('puts the chart on a sheet of its own: its title, its picture and its data as a table', async () => {
    const workbook = await opened(await written(layoutOf(), rowsOf(rows)));
    const sheet = workbook.worksheets[1]!;
    expect(sheet.name).toBe('Grafikon');
    expect(sheet.getCell('A1').value).toBe('Prijave po kategoriji');

    const [picture] = sheet.getImages();
    expect(picture?.range.tl.nativeRow).toBe(2);
    expect(workbook.getImage(Number(picture?.imageId)).buffer).toEqual(chartPng);

    // The picture, 1600 × 900 shown as 720 × 405 pixels, floats over the rows under it.
    let headingRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(2).value === 'Zaprimljene') headingRow = number;
    });
    expect(headingRow).toBeGreaterThan(2 + 405 / 20);
    const table = [0, 1, 2, 3].map((i) => (sheet.getRow(headingRow + i).values as unknown[]).slice(1));
    expect(sheet.getRow(headingRow).getCell(1).fill).toMatchObject({ type: 'pattern' });
    expect(table).toEqual([
      [undefined, 'Zaprimljene', 'Riješene'],
      ['Putevi i ulice', 12, 10],
      ['Rasvjeta', 7, 5],
      ['Zelene površine', 3, 1],
    ]);
  });

  it('keeps Serbian Cyrillic and the letters č, ć, đ, š, ž intact', async () => {
    const layout = layoutOf({
      language: 'sr_cyr',
      title: 'Пријаве по категорији и статусу',
      municipality: 'Град Бијељина',
      filters: [{ label: 'Категорија', value: 'Путеви и улице' }],
      columns: [
        { key: 'category', heading: 'Категорија', type: 'text' },
        { key: 'count', heading: 'Број', type: 'number' },
      ],
      texts: { ...texts, rowsSheet: 'Подаци', chartSheet: 'Графикон', generated: 'Израђено' },
    });
    const workbook = await opened(
      await written(
        layout,
        rowsOf([
          ['Ђурђевданска улица', 4],
          ['čćđšž ČĆĐŠŽ', 5],
        ]),
      ),
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Подаци');
    expect(workbook.worksheets[1]?.name).toBe('Графикон');
    expect(firstColumn(sheet, 2, 6)).toEqual([
      'Град Бијељина',
      'Пријаве по категорији и статусу',
      'Израђено 24.11.2026. 14:05',
      'Filteri',
      'Категорија: Путеви и улице',
    ]);
    expect(sheet.getRow(8).values).toEqual([undefined, 'Категорија', 'Број']);
    expect(sheet.getRow(9).values).toEqual([undefined, 'Ђурђевданска улица', 4]);
    expect(sheet.getRow(10).values).toEqual([undefined, 'čćđšž ČĆĐŠŽ', 5]);
  });

  it('declares the pictures’ drawings in the file the way Excel expects them', async () => {
    const zip = await JSZip.loadAsync(await written(layoutOf(), rowsOf(rows)));
    const contentTypes = await zip.file('[Content_Types].xml')!.async('string');
    for (const drawing of ['drawing1', 'drawing2']) {
      expect(contentTypes).toContain(
        `<Override PartName="/xl/drawings/${drawing}.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>`,
      );
      expect(zip.file(`xl/drawings/_rels/${drawing}.xml.rels`)).not.toBeNull();
    }
    for (const sheet of ['sheet1', 'sheet2']) {
      const xml = await zip.file(`xl/worksheets/${sheet}.xml`)!.async('string');
      // After the page setup and before the sheet's end, as the schema orders them.
      expect(xml).toMatch(
        /<pageSetup [^>]*\/>(<headerFooter[^]*<\/headerFooter>)?<drawing r:id="rId1"\/><\/worksheet>$/,
      );
      const rels = await zip.file(`xl/worksheets/_rels/${sheet}.xml.rels`)!.async('string');
      expect(rels).toMatch(/Id="rId1" Type="[^"]+\/drawing" Target="..\/drawings\/drawing\d.xml"/);
    }
  });

  it('fails when the stream it writes to is closed before the end', async () => {
    const out = new PassThrough();
    out.resume();
    async function* batches(): ReportRows {
      yield rows;
      out.destroy();
      yield rows;
    }
    await expect(writeXlsx(layoutOf(), batches(), out)).rejects.toThrow(/closed/);

    const early = new PassThrough();
    early.resume();
    async function* none(): ReportRows {
      early.destroy();
      yield* [];
    }
    await expect(writeXlsx(layoutOf(), none(), early)).rejects.toThrow(/closed/);

    // An aborted download while the file's last parts are zipped: exceljs alone would wait forever.
    const late = new PassThrough();
    let rowsGiven = false;
    late.on('data', () => {
      if (rowsGiven) late.destroy();
    });
    async function* all(): ReportRows {
      yield rows;
      rowsGiven = true;
    }
    await expect(writeXlsx(layoutOf(), all(), late)).rejects.toThrow(/closed/);
  });

  it('sends the file while the rows are still read, rather than holding the sheet in memory', async () => {
    let sent = 0;
    const download = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        setImmediate(done);
      },
    });
    let sentWhenLastAsked = 0;
    async function* batches(): ReportRows {
      for (let start = 0; start < 20_000; start += 1_000) {
        sentWhenLastAsked = sent;
        yield Array.from({ length: 1_000 }, (_, i): ReportValue[] => {
          const n = start + i + 1;
          return [n, `Prijava ${n}`, new Date(Date.UTC(2026, 0, 1) + n * 60_000), null, n % 24, n % 100];
        });
      }
    }
    await writeXlsx(layoutOf({ chart: undefined, coatOfArms: null }), batches(), download);
    // Rows given without a pause are written only as fast as the zip and the download take them.
    expect(sentWhenLastAsked).toBeGreaterThan(sent / 2);
  });

  it('writes 100,000 rows given in batches of 1,000', { timeout: 180_000 }, async () => {
    const total = 100_000;
    async function* batches(): ReportRows {
      for (let start = 0; start < total; start += 1_000) {
        yield Array.from({ length: 1_000 }, (_, i): ReportValue[] => {
          const n = start + i + 1;
          return [n, `Prijava ${n}`, new Date(Date.UTC(2026, 0, 1) + n * 60_000), null, n % 24, n % 100];
        });
      }
    }
    const file = await written(layoutOf({ chart: undefined }), batches());

    // Read back with exceljs' streaming reader, a row at a time.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(new PassThrough().end(file), {
      worksheets: 'emit',
    });
    let dataRows = 0;
    let lastNumber: unknown;
    let countLine: unknown;
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const first = row.getCell(1).value;
        if (typeof first === 'number') {
          dataRows++;
          lastNumber = first;
        } else if (typeof first === 'string' && first.startsWith('Ukupno')) countLine = first;
      }
    }
    expect(dataRows).toBe(total);
    expect(lastNumber).toBe(total);
    expect(countLine).toBe('Ukupno redova: 100000');
  });
});
