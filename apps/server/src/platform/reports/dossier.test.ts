import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxText, pdfText, xlsxRows } from '../../../test/report-files';
import { type DossierBlock, type DossierLayout, type DossierPicture, dossierPicture } from './dossier';
import { dossierFile } from './dossier-file';
import { coatOfArms } from './test-layouts';

const run = promisify(execFile);

let dir: string;
let photo: DossierPicture;
let small: DossierPicture;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dossier-'));
  // A stored photo (WebP, as the portal keeps some) and a small picture with transparency.
  const webp = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7bd5' } })
    .webp()
    .toBuffer();
  photo = (await dossierPicture(webp, 'Fotografija 1'))!;
  const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
  small = (await dossierPicture(png, 'Fotografija 2'))!;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function bosnian(overrides: Partial<DossierLayout> = {}): DossierLayout {
  return {
    language: 'bs',
    title: 'Prijava problema 154/2026',
    subtitle: 'Udarna rupa u Turalibegovoj',
    municipality: 'Grad Tuzla',
    coatOfArms,
    // 13:05 UTC is 14:05 in Sarajevo in November.
    generatedAt: new Date('2026-11-24T13:05:00Z'),
    texts: { generated: 'Izrađeno', page: (p, n) => `Stranica ${p} od ${n}`, mainSheet: 'Podaci' },
    sections: [
      {
        heading: 'Podaci o prijavi',
        blocks: [
          {
            kind: 'fields',
            fields: [
              { label: 'Broj', value: '154/2026' },
              // 22:30 UTC on 31 March is 00:30 on 1 April in Sarajevo.
              { label: 'Datum prijave', value: new Date('2026-03-31T22:30:00Z'), type: 'dateTime' },
              { label: 'Datum rješavanja', value: new Date('2026-03-31T22:30:00Z'), type: 'date' },
              { label: 'Površina', value: 1234.5, type: 'number' },
              { label: 'Jedinica', value: null },
            ],
          },
          { kind: 'text', text: 'Duboka rupa na sredini kolovoza.\nOpasno za bicikliste.' },
        ],
      },
      { heading: 'Fotografije', blocks: [{ kind: 'pictures', pictures: [photo, small] }] },
      {
        heading: 'Odgovori',
        blocks: [
          {
            kind: 'section',
            heading: 'Odgovor 1',
            blocks: [
              { kind: 'fields', fields: [{ label: 'Odgovorio', value: 'Marko Marković' }] },
              { kind: 'text', text: 'Rupa je sanirana.' },
            ],
          },
        ],
      },
      {
        heading: 'Historija statusa',
        blocks: [
          {
            kind: 'table',
            columns: [
              { key: 'date', heading: 'Datum i vrijeme', type: 'dateTime' },
              { key: 'status', heading: 'Status', type: 'text' },
              { key: 'hours', heading: 'Sati', type: 'number' },
            ],
            rows: [
              [new Date('2026-04-02T06:15:00Z'), 'Dodijeljena', 12.5],
              [new Date('2026-04-03T06:15:00Z'), 'Riješena', null],
            ],
          },
        ],
      },
      { heading: 'Komentari', blocks: [{ kind: 'note', text: 'Nema komentara.' }] },
    ],
    ...overrides,
  };
}

const cyrillic = (): DossierLayout =>
  bosnian({
    language: 'sr_cyr',
    title: 'Пријава проблема 154/2026',
    subtitle: 'Ударна рупа у Туралибеговој',
    municipality: 'Град Тузла',
    texts: { generated: 'Израђено', page: (p, n) => `Страница ${p} од ${n}`, mainSheet: 'Подаци' },
    sections: [
      {
        heading: 'Подаци о пријави',
        blocks: [
          { kind: 'fields', fields: [{ label: 'Статус', value: 'Ријешена' }] },
          { kind: 'text', text: 'Дубока рупа на средини коловоза.' },
        ],
      },
      { heading: 'Коментари', blocks: [{ kind: 'note', text: 'Нема коментара.' }] },
    ],
  });

let files = 0;
async function saved(data: Buffer, extension: string): Promise<string> {
  const file = path.join(dir, `dossier-${++files}.${extension}`);
  await writeFile(file, data);
  return file;
}

/** The pictures of a PDF (pdfimages -list): size in pixels and horizontal resolution, masks left out. */
async function pdfPictures(file: string) {
  const { stdout } = await run('/usr/bin/pdfimages', ['-list', file]);
  // Two lines of headings, then: page num type width height color comp bpc enc interp object ID x-ppi y-ppi ...
  return stdout
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[2] === 'image')
    .map((fields) => ({ width: Number(fields[3]), height: Number(fields[4]), ppi: Number(fields[12]) }));
}

describe('the document of one record', () => {
  it('readies pictures: WebP becomes JPEG at most 1,400 pixels, transparency stays PNG, bad bytes none', async () => {
    expect(photo).toMatchObject({ type: 'jpeg', width: 1400, height: 1050, caption: 'Fotografija 1' });
    expect((await sharp(photo.data).metadata()).format).toBe('jpeg');
    expect(small).toMatchObject({ type: 'png', width: 200, height: 100 });
    expect(await dossierPicture(Buffer.from('not a picture'), 'x')).toBeNull();
    expect(await dossierPicture(Buffer.alloc(0), 'x')).toBeNull();
  });

  it('writes a PDF with the head, every section, dates and numbers in local formats, and the pictures as wide as the page', async () => {
    const file = await dossierFile(bosnian(), 'pdf', { name: 'Prijava problema 154/2026' });
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('Prijava problema 154-2026 24.11.2026.pdf');
    const pdf = file.data as Buffer;
    const text = await pdfText(pdf);
    for (const expected of [
      'Grad Tuzla',
      'Prijava problema 154/2026',
      'Udarna rupa u Turalibegovoj',
      'Izrađeno 24.11.2026. 14:05',
      'Podaci o prijavi',
      '01.04.2026. 00:30',
      '01.04.2026.',
      '1.234,5',
      'Duboka rupa na sredini kolovoza.',
      'Opasno za bicikliste.',
      'Fotografija 1',
      'Fotografija 2',
      'Odgovor 1',
      'Marko Marković',
      'Rupa je sanirana.',
      'Datum i vrijeme',
      '02.04.2026. 08:15',
      'Riješena',
      '12,5',
      'Nema komentara.',
    ]) {
      expect(text).toContain(expected);
    }
    // A field without a value shows a dash.
    expect(text).toMatch(/Jedinica\s+–/);
    expect(text).toMatch(/Stranica 1 od \d/);

    const pictures = await pdfPictures(await saved(pdf, 'pdf'));
    // The coat of arms, the photo and the small picture.
    expect(pictures.map((p) => `${p.width}×${p.height}`).sort()).toEqual(['120×150', '1400×1050', '200×100']);
    // The photo is as wide as the page's content (515.28 pt): 1,400 pixels over 7.16 inches.
    const shown = pictures.find((p) => p.width === 1400)!;
    expect(shown.ppi).toBeGreaterThanOrEqual(194);
    expect(shown.ppi).toBeLessThanOrEqual(198);
    // The small one too, so the pictures are alike: 200 pixels over 7.16 inches.
    expect(pictures.find((p) => p.width === 200)!.ppi).toBe(28);
  });

  it.each([
    ['a text', { kind: 'text', text: 'Tekst drugog odjeljka.' }, [31, 32, 33, 34, 35, 36, 37]],
    [
      'a table',
      {
        kind: 'table',
        columns: [
          { key: 'a', heading: 'Kolona', type: 'text' },
          { key: 'b', heading: 'Iznos', type: 'number' },
        ],
        rows: [['Tekst drugog odjeljka.', 1]],
      },
      [31, 32, 33, 34, 35, 36, 37],
    ],
    ['a picture', { kind: 'pictures', pictures: [] }, [14, 22, 30]],
  ] as const)('never leaves a heading alone at the foot of a page, over %s', async (_, block, counts) => {
    const follower: DossierBlock =
      block.kind === 'pictures' ? { kind: 'pictures', pictures: [photo] } : block;
    const lastLines: string[] = [];
    // Ever more fields push the second heading down the first page, past its foot: with
    // some of these counts it would fit there, and what it heads not.
    for (const count of counts) {
      const layout = bosnian({
        sections: [
          {
            heading: 'Prvi odjeljak',
            blocks: [
              {
                kind: 'fields',
                fields: Array.from({ length: count }, (_, i) => ({
                  label: `Polje ${i + 1}`,
                  value: 'vrijednost',
                })),
              },
            ],
          },
          { heading: 'Drugi odjeljak', blocks: [follower] },
        ],
      });
      const file = await saved((await dossierFile(layout, 'pdf', { name: 'x' })).data as Buffer, 'pdf');
      const { stdout } = await run('/usr/bin/pdftotext', ['-f', '1', '-l', '1', '-layout', file, '-']);
      const lines = stdout.split('\n').filter((line) => line.trim() !== '' && !line.includes('Stranica'));
      lastLines.push(lines.at(-1)!.trim());
    }
    expect(lastLines).not.toContain('Drugi odjeljak');
    // Some of them did move the heading to the second page.
    expect(lastLines.some((line) => line.startsWith('Polje'))).toBe(true);
  });

  it('writes Word with headings, the fields, the texts, the table and the pictures as wide as the page', async () => {
    const file = await dossierFile(bosnian(), 'docx', { name: 'Prijava problema 154/2026' });
    expect(file.fileName).toBe('Prijava problema 154-2026 24.11.2026.docx');
    const docx = file.data as Buffer;
    const text = await docxText(docx);
    for (const expected of [
      'Grad Tuzla',
      'Prijava problema 154/2026',
      'Udarna rupa u Turalibegovoj',
      'Izrađeno 24.11.2026. 14:05',
      '01.04.2026. 00:30',
      '1.234,5',
      'Opasno za bicikliste.',
      'Marko Marković',
      '02.04.2026. 08:15',
      '12,5',
      'Fotografija 1',
      'Nema komentara.',
    ]) {
      expect(text).toContain(expected);
    }
    const zip = await JSZip.loadAsync(docx);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml.match(/<w:pStyle w:val="Heading2"\/>/g)).toHaveLength(5);
    expect(xml.match(/<w:pStyle w:val="Heading3"\/>/g)).toHaveLength(1);
    expect(xml).toContain('<w:tblHeader/>');
    const media = zip.file(/^word\/media\//);
    expect(media).toHaveLength(3);
    // Both pictures fill the usable width: 9,638 twips, 642 pixels at 15 twips each, in EMU.
    const extents = [...xml.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g)].map((m) => Number(m[1]));
    expect(extents.filter((cx) => cx === 642 * 9525)).toHaveLength(2);
    const footer = Object.keys(zip.files).find((name) => /^word\/footer\d*\.xml$/.test(name))!;
    expect(await zip.file(footer)!.async('string')).toContain('NUMPAGES');
  });

  it('writes Excel: the fields with native values on the first sheet, each table on its own', async () => {
    const file = await dossierFile(bosnian(), 'xlsx', { name: 'Prijava problema 154/2026' });
    const data = file.data as Buffer;
    const rows = await xlsxRows(data, 0);
    // A line of text spans both columns (merged: read back in each).
    const lines = rows.map((row) => row[0]);
    expect(lines).toContain('Grad Tuzla');
    expect(lines).toContain('Duboka rupa na sredini kolovoza.\nOpasno za bicikliste.');
    expect(lines).toContain('Nema komentara.');
    expect(rows.map((row) => row.join(' | '))).toContain('Broj | 154/2026');
    const table = (await xlsxRows(data, 1)).map((row) => row.join(' | '));
    expect(table[0]).toBe('Historija statusa');
    expect(table).toContain('Datum i vrijeme | Status | Sati');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Podaci', 'Historija statusa']);
    const [sheet, history] = workbook.worksheets;
    const valueOf = (label: string) => {
      let found: ExcelJS.Cell | undefined;
      sheet!.eachRow((row) => {
        if (row.getCell(1).value === label) found = row.getCell(2);
      });
      return found!;
    };
    // Excel holds the date and time shown in Sarajevo, as a date.
    expect(valueOf('Datum prijave').value).toEqual(new Date('2026-04-01T00:30:00Z'));
    expect(valueOf('Datum prijave').numFmt).toBe('dd.mm.yyyy. hh:mm');
    expect(valueOf('Površina').value).toBe(1234.5);
    expect(history!.getRow(4).getCell(3).value).toBe(12.5);
    expect(history!.autoFilter).toBeTruthy();
  });

  it('writes a Serbian Cyrillic document in Cyrillic', async () => {
    const pdf = (await dossierFile(cyrillic(), 'pdf', { name: 'Пријава проблема 154/2026' })).data as Buffer;
    const text = await pdfText(pdf);
    for (const expected of [
      'Град Тузла',
      'Пријава проблема 154/2026',
      'Израђено',
      'Ријешена',
      'Нема коментара.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Страница 1 од 1/);
    expect(text).not.toMatch(/[A-Za-z]/);
    const docx = await docxText(
      (await dossierFile(cyrillic(), 'docx', { name: 'Пријава проблема 154/2026' })).data as Buffer,
    );
    expect(docx).toContain('Дубока рупа на средини коловоза.');
    expect(docx.replace(/\s/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
