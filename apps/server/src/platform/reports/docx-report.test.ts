import { PassThrough } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type ReportLayout, type ReportRows, type ReportValue, rowsOf } from './document';
import {
  bosnian,
  bosnianLayout,
  bosnianRows,
  chartPng,
  coatOfArms,
  cyrillicLayout,
  cyrillicRows,
  inBatches,
} from './test-layouts';
import { writeDocx } from './docx-report';

/**
 * The texts of a piece of WordprocessingML: a line per paragraph, a tab for a tab, and
 * a field (PAGE, NUMPAGES) as its name in braces, or left out.
 */
function textOf(xml: string, { fields = false } = {}): string {
  return xml
    .replace(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g, (_, name: string) =>
      fields ? `{${name.trim()}}` : '',
    )
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<w:br\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The rows of the table of rows (the one with a heading row), each as its cells' texts. */
function tableOf(xml: string): { xml: string[]; cells: string[][] } {
  const table = (xml.match(/<w:tbl>.*?<\/w:tbl>/gs) ?? []).find((t) => t.includes('<w:tblHeader'));
  const rows = table?.match(/<w:tr>.*?<\/w:tr>|<w:tr .*?<\/w:tr>/gs) ?? [];
  return {
    xml: rows,
    cells: rows.map((row) => (row.match(/<w:tc>.*?<\/w:tc>/gs) ?? []).map((cell) => textOf(cell).trim())),
  };
}

/** The Word file written, unzipped: the body's and footer's XML and text, the pictures. */
async function written(layout: ReportLayout, rows: ReportRows) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeDocx(layout, rows, out);
  expect(out.writableEnded).toBe(true);
  const zip = await JSZip.loadAsync(Buffer.concat(chunks));
  const document = await zip.file('word/document.xml')!.async('string');
  const footers = zip.file(/^word\/footer\d*\.xml$/);
  expect(footers).toHaveLength(1);
  const footer = await footers[0]!.async('string');
  // The parts of a Word file, and no folder entries in the zip.
  expect(zip.file('[Content_Types].xml')).not.toBeNull();
  expect(Object.keys(zip.files).filter((name) => name.endsWith('/'))).toEqual([]);
  const media = await Promise.all(zip.file(/^word\/media\//).map((file) => file.async('nodebuffer')));
  const styles = await zip.file('word/styles.xml')!.async('string');
  return {
    document,
    text: textOf(document),
    footer,
    footerText: textOf(footer),
    footerFields: textOf(footer, { fields: true }).trim(),
    media,
    styles,
  };
}

describe('the Word report', () => {
  it('opens with the municipality, the title as a heading, when it was made and the filters in words', async () => {
    const { text, document } = await written(bosnianLayout(), rowsOf(bosnianRows));
    const lines = text.split('\n');
    expect(lines.slice(0, 8)).toEqual([
      // The coat of arms' cell has a paragraph with only the picture.
      '',
      'Grad Tuzla',
      'Prijave po kategoriji i statusu',
      'Izrađeno 24.11.2026. 14:05',
      'Filteri',
      'Kategorija: Putevi i ulice',
      'Od datuma: 01.03.2026.',
      'Prijave po mjesecima',
    ]);
    expect(document).toMatch(/<w:pStyle w:val="Heading1"\/>.*?Prijave po kategoriji i statusu/s);
  });

  it('shows the coat of arms and the chart as PNG pictures', async () => {
    const { media, document } = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(media).toHaveLength(2);
    expect(media.some((file) => file.equals(coatOfArms))).toBe(true);
    expect(media.some((file) => file.equals(chartPng))).toBe(true);
    // 40 pt high (508,000 EMU) and as wide as its proportions want: 4:5.
    expect(document).toContain('<wp:extent cx="400050" cy="504825"/>');
  });

  it('writes the table with a heading row repeated on every page and every value as the language writes it', async () => {
    const { document, text } = await written(bosnianLayout(), rowsOf(bosnianRows));
    const table = tableOf(document);
    expect(table.cells).toEqual([
      ['Opis', 'Iznos', 'Datum prijave', 'Riješeno', 'Trajanje', 'Udio'],
      ['Rupa na cesti', '1.234,5', '01.04.2026.', '02.04.2026. 08:15', '12,3 h', '37,5 %'],
      ['Ulična rasvjeta', '87', '05.03.2026.', '', '', ''],
      ['Zelene površine', '20.480', '16.01.2026.', '16.01.2026. 12:45', '3 h', '100 %'],
    ]);
    expect(table.xml[0]).toContain('<w:tblHeader/>');
    expect(table.xml.slice(1).some((row) => row.includes('<w:tblHeader'))).toBe(false);
    expect(text).toContain('Ukupno redova: 3');
  });

  it('writes a totals row in bold and leaves it out of the count', async () => {
    const { document, text } = await written(bosnianLayout({ totalsRowIndex: 2 }), rowsOf(bosnianRows));
    const rows = tableOf(document).xml;
    expect(rows[3]).toContain('<w:b/>');
    expect(rows[3]).toContain('Zelene površine');
    expect(rows.slice(1, 3).some((row) => row.includes('<w:b/>'))).toBe(false);
    expect(text).toContain('Ukupno redova: 2');
  });

  it('right-aligns numbers, hours and percentages, and their headings', async () => {
    const { document } = await written(bosnianLayout(), rowsOf(bosnianRows));
    for (const row of tableOf(document).xml) {
      const alignments = (row.match(/<w:tc>.*?<\/w:tc>/gs) ?? []).map(
        (cell) => /<w:jc w:val="(\w+)"\/>/.exec(cell)?.[1],
      );
      expect(alignments).toEqual(['left', 'right', 'left', 'left', 'right', 'right']);
    }
  });

  it('turns the page to landscape for more than 5 columns and keeps it upright for 5', async () => {
    const wide = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(wide.document).toMatch(/<w:pgSz w:w="16838" w:h="11906" w:orient="landscape"\/>/);
    const narrow = await written(
      bosnianLayout({ columns: bosnianLayout().columns.slice(0, 5) }),
      rowsOf(bosnianRows.map((row) => row.slice(0, 5))),
    );
    expect(narrow.document).toMatch(/<w:pgSz w:w="11906" w:h="16838" w:orient="portrait"\/>/);
    expect(tableOf(narrow.document).cells[1]).toEqual([
      'Rupa na cesti',
      '1.234,5',
      '01.04.2026.',
      '02.04.2026. 08:15',
      '12,3 h',
    ]);
  });

  it('numbers the pages in the footer with Word’s PAGE and NUMPAGES fields, after the title', async () => {
    const { footer, footerFields } = await written(bosnianLayout(), rowsOf(bosnianRows));
    expect(footerFields).toBe('Prijave po kategoriji i statusu\tStranica {PAGE} od {NUMPAGES}');
    // Fields Word works out when it lays the pages out: begin, instruction, separate, end.
    expect(footer.match(/<w:fldChar w:fldCharType="(begin|separate|end)"\/>/g)).toHaveLength(6);
    // The page number is pushed to the right margin by a right tab stop.
    expect(footer).toMatch(/<w:tab w:val="right" w:pos="14570"\/>/);
  });

  it('keeps the language’s word order around the page numbers', async () => {
    const { footerFields } = await written(
      bosnianLayout({ texts: { ...bosnian, page: (page, pages) => `${pages} stranica, ovo je ${page}.` } }),
      rowsOf(bosnianRows),
    );
    expect(footerFields).toBe('Prijave po kategoriji i statusu\t{NUMPAGES} stranica, ovo je {PAGE}.');
  });

  it('sets its text in Calibri, which has Cyrillic, in the report’s language', async () => {
    const { styles } = await written(cyrillicLayout(), rowsOf(cyrillicRows));
    expect(styles).toMatch(/<w:docDefaults>.*w:ascii="Calibri".*w:hAnsi="Calibri".*<\/w:docDefaults>/s);
    expect(styles).toMatch(/<w:docDefaults>.*<w:lang w:val="sr-Cyrl-BA"\/>.*<\/w:docDefaults>/s);
  });

  it('says there were no filters and no rows when there were none', async () => {
    const { text, document, media } = await written(
      bosnianLayout({ filters: [], coatOfArms: null, chart: undefined }),
      rowsOf([]),
    );
    expect(text).toContain('Filteri\nBez filtera\n');
    expect(text).toContain('Nema podataka za odabrane filtere.');
    expect(text).not.toContain('Ukupno redova');
    expect(media).toHaveLength(0);
    // The headings are still there, over no rows.
    expect(tableOf(document).cells).toEqual([
      ['Opis', 'Iznos', 'Datum prijave', 'Riješeno', 'Trajanje', 'Udio'],
    ]);
  });

  it('keeps a text’s line breaks and drops the control characters XML may not hold', async () => {
    const { document } = await written(
      bosnianLayout({ chart: undefined }),
      rowsOf([['Prvi red\nDrugi\u0007 red', 1, null, null, null, null]]),
    );
    expect(tableOf(document).cells[1]![0]).toBe('Prvi red\nDrugi red');
  });

  it('writes a Serbian Cyrillic report in Cyrillic, with Latin letters only in the "h" of hours', async () => {
    const { text, document, footerText, footerFields } = await written(
      cyrillicLayout(),
      rowsOf(cyrillicRows),
    );
    for (const expected of [
      'Град Тузла',
      'Пријаве по категорији и статусу',
      'Израђено 24.11.2026. 14:05',
      'Филтери',
      'Категорија: Путеви и улице',
      'Статус: Ријешене',
      'Пријаве по мјесецима',
      'Укупно редова: 3',
    ]) {
      expect(text).toContain(expected);
    }
    expect(tableOf(document).cells.slice(0, 2)).toEqual([
      ['Опис', 'Износ', 'Датум пријаве', 'Ријешено', 'Трајање', 'Удио'],
      ['Рупа на цести', '1.234,5', '01.04.2026.', '02.04.2026. 08:15', '12,3 h', '37,5 %'],
    ]);
    expect(footerFields).toBe('Пријаве по категорији и статусу\tСтраница {PAGE} од {NUMPAGES}');
    // Allowed: digits, punctuation, "%" and the "h" after a number of hours.
    expect((text + footerText).replace(/\d h\b/g, '')).not.toMatch(/[A-Za-z\u00c0-\u024f]/);
  });

  it('writes 10,000 rows given in batches of 500, the last one last', async () => {
    const row = (n: number): ReportValue[] => [
      `Prijava ${n}`,
      n * 1.5,
      new Date(Date.UTC(2026, 0, 1 + (n % 365), 10)),
      null,
      n % 24,
      n % 100,
    ];
    const { document, text } = await written(
      bosnianLayout({ chart: undefined }),
      inBatches(10_000, 500, row),
    );
    const { cells, xml } = tableOf(document);
    expect(cells).toHaveLength(10_001);
    expect(cells[1]).toEqual(['Prijava 1', '1,5', '02.01.2026.', '', '1 h', '1 %']);
    // 10,000 × 1.5 = 15,000; day 10,000 % 365 = 145 after 1 January is 26 May.
    expect(cells[10_000]).toEqual(['Prijava 10000', '15.000', '26.05.2026.', '', '16 h', '0 %']);
    expect(xml.filter((r) => r.includes('<w:tblHeader/>'))).toHaveLength(1);
    expect(text).toContain('Ukupno redova: 10000');
  });

  it('rejects when the stream it writes to was closed', async () => {
    const out = new PassThrough();
    out.destroy();
    await expect(writeDocx(bosnianLayout(), rowsOf(bosnianRows), out)).rejects.toThrow();
  });

  it('stops reading rows, letting their source close, when the stream is closed while it writes', async () => {
    let read = 0;
    let closed = false;
    async function* rows(): ReportRows {
      try {
        for (let batch = 0; batch < 200; batch++) {
          read++;
          yield Array.from({ length: 100 }, (_, i) => [
            `Prijava ${batch * 100 + i}`,
            i,
            null,
            null,
            null,
            null,
          ]);
        }
      } finally {
        closed = true;
      }
    }
    const out = new PassThrough();
    out.once('data', () => out.destroy());
    await expect(writeDocx(bosnianLayout(), rows(), out)).rejects.toThrow();
    expect(closed).toBe(true);
    expect(read).toBeLessThan(200);
  });

  it('rejects with the error of rows that could not be read', async () => {
    async function* rows(): ReportRows {
      yield bosnianRows;
      throw new Error('the database went away');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeDocx(bosnianLayout(), rows(), out)).rejects.toThrow('the database went away');
  });
});
