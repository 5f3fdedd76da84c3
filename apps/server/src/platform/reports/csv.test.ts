import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv';
import { type ReportLayout, type ReportRows, type ReportValue, rowsOf } from './document';

function layoutOf(overrides: Partial<ReportLayout> = {}): ReportLayout {
  return {
    language: 'bs',
    title: 'Prijave po kategoriji i statusu',
    municipality: 'Grad Tuzla',
    coatOfArms: null,
    filters: [{ label: 'Kategorija', value: 'Putevi i ulice' }],
    generatedAt: new Date('2026-11-24T13:05:00Z'),
    columns: [
      { key: 'number', heading: 'Broj prijave', type: 'number' },
      { key: 'text', heading: 'Opis', type: 'text' },
      { key: 'reportedOn', heading: 'Datum prijave', type: 'date' },
      { key: 'resolvedAt', heading: 'Riješeno', type: 'dateTime' },
      { key: 'hours', heading: 'Trajanje', type: 'duration' },
      { key: 'share', heading: 'Udio', type: 'percentage' },
    ],
    texts: {
      filters: 'Filteri',
      noFilters: 'Bez filtera',
      generated: 'Izrađeno',
      noRows: 'Nema podataka za odabrane filtere.',
      page: (page, pages) => `Stranica ${page} od ${pages}`,
      chartSheet: 'Grafikon',
      rowsSheet: 'Podaci',
      rowCount: (count) => `Ukupno redova: ${count}`,
    },
    ...overrides,
  };
}

async function written(layout: ReportLayout, rows: ReportRows): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeCsv(layout, rows, out);
  expect(out.writableEnded).toBe(true);
  return Buffer.concat(chunks);
}

/** The file's text after its byte-order mark. */
async function text(layout: ReportLayout, rows: ReportRows): Promise<string> {
  return (await written(layout, rows)).subarray(3).toString('utf8');
}

describe('the CSV report', () => {
  it('starts with the UTF-8 byte-order mark Excel needs to read č, ć, đ', async () => {
    const file = await written(layoutOf(), rowsOf([]));
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('is data only: the headings, then a line per row, separated by ; and ending in CRLF', async () => {
    const csv = await text(
      layoutOf(),
      rowsOf([
        [
          1017,
          'Rupa na cesti',
          new Date('2026-03-31T22:30:00Z'),
          new Date('2026-04-02T06:15:00Z'),
          12.25,
          37.5,
        ],
        [1018, 'Ulična rasvjeta', new Date('2026-01-15T23:10:00Z'), null, null, null],
      ]),
    );
    expect(csv).toBe(
      'Broj prijave;Opis;Datum prijave;Riješeno;Trajanje;Udio\r\n' +
        // Dates and times as they are in Sarajevo; hours and percentages as plain numbers.
        '1017;Rupa na cesti;01.04.2026.;02.04.2026. 08:15;12,3;37,5\r\n' +
        '1018;Ulična rasvjeta;16.01.2026.;;;\r\n',
    );
    expect(csv).not.toContain('Grad Tuzla');
    expect(csv).not.toContain('Prijave po kategoriji');
  });

  it('writes numbers with a decimal comma, without thousands separators, so they read back as numbers', async () => {
    const csv = await text(layoutOf(), rowsOf([[1234567.5, '', null, null, 1234.5, -2.25]]));
    expect(csv.split('\r\n')[1]).toBe('1234567,5;;;;1234,5;-2,3');
  });

  it('writes a negative number with a hyphen, not the minus sign of Croatian number formats', async () => {
    const csv = await text(layoutOf({ language: 'hr' }), rowsOf([[-1234.5, 'x', null, null, -1, null]]));
    expect(csv.split('\r\n')[1]).toBe('-1234,5;x;;;-1;');
  });

  it('quotes a field holding ; or " or a line break, doubling its quotes', async () => {
    const csv = await text(
      layoutOf(),
      rowsOf([[1, 'Ulica "Maršala Tita"; kod broja 5\r\ndrugi red', null, null, null, null]]),
    );
    expect(csv).toBe(
      'Broj prijave;Opis;Datum prijave;Riješeno;Trajanje;Udio\r\n' +
        '1;"Ulica ""Maršala Tita""; kod broja 5\r\ndrugi red";;;;\r\n',
    );
  });

  it('puts an apostrophe before a text Excel would run as a formula', async () => {
    const csv = await text(
      layoutOf(),
      rowsOf([
        [1, '=HYPERLINK("http://example.com")', null, null, null, null],
        [2, '@SUM(A1)', null, null, null, null],
      ]),
    );
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      `1;"'=HYPERLINK(""http://example.com"")";;;;`,
      `2;'@SUM(A1);;;;`,
    ]);
  });

  it('keeps Serbian Cyrillic and the letters č, ć, đ, š, ž intact', async () => {
    const layout = layoutOf({
      language: 'sr_cyr',
      columns: [
        { key: 'street', heading: 'Улица', type: 'text' },
        { key: 'count', heading: 'Број пријава', type: 'number' },
      ],
    });
    const csv = await text(
      layout,
      rowsOf([
        ['Ђурђевданска', 3.5],
        ['čćđšž ČĆĐŠŽ', 4],
      ]),
    );
    expect(csv).toBe('Улица;Број пријава\r\nЂурђевданска;3,5\r\nčćđšž ČĆĐŠŽ;4\r\n');
  });

  it('writes only the headings when there are no rows', async () => {
    expect(await text(layoutOf(), rowsOf([]))).toBe(
      'Broj prijave;Opis;Datum prijave;Riješeno;Trajanje;Udio\r\n',
    );
  });

  it('asks for the next batch only when a slow reader has caught up', async () => {
    const received: Buffer[] = [];
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received.push(chunk);
        setImmediate(done);
      },
    });
    const backlog: boolean[] = [];
    async function* batches(): ReportRows {
      for (let start = 0; start < 5_000; start += 1_000) {
        backlog.push(slow.writableNeedDrain);
        yield Array.from({ length: 1_000 }, (_, i): ReportValue[] => [
          start + i + 1,
          'Prijava',
          null,
          null,
          null,
          null,
        ]);
      }
    }
    await writeCsv(layoutOf(), batches(), slow);
    expect(backlog).toEqual([false, false, false, false, false]);
    const lines = Buffer.concat(received).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(5_002);
    expect(lines[5_000]).toBe('5000;Prijava;;;;');
    expect(slow.writableFinished).toBe(true);
  });

  it('fails when the stream it writes to is closed before the end', async () => {
    const out = new PassThrough();
    out.resume();
    async function* batches(): ReportRows {
      yield [[1, 'Prijava', null, null, null, null]];
      out.destroy();
      yield [[2, 'Prijava', null, null, null, null]];
    }
    await expect(writeCsv(layoutOf(), batches(), out)).rejects.toThrow(/closed/);
  });
});
