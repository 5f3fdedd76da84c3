import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AnyReport, ReportColumn, ReportValue } from '@portal/contracts';
import { type Catalogue, catalogues, formatDate, formatDateTime } from '@portal/i18n/server';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/*
 * Report files read back by real parsers, for tests: PDF by Debian's pdftotext, Word by
 * unzipping its document, Excel by exceljs.
 */

const run = promisify(execFile);

/** The text of a PDF, as pdftotext lays it out. */
export async function pdfText(data: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'report-'));
  const file = path.join(dir, 'report.pdf');
  await writeFile(file, data);
  return (await run('/usr/bin/pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout;
}

/**
 * The words of a Word document's body, a line per paragraph, without its field codes
 * (PAGE, NUMPAGES) and with XML's entities read.
 */
export async function docxText(data: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml
    .replace(/<w:instrText[^>]*>.*?<\/w:instrText>/g, '')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Every cell's text of a sheet (the first by default), row by row. */
export async function xlsxRows(data: Buffer, sheet = 0): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[sheet]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v instanceof Date ? toSecond(v).toISOString() : String(v ?? ''))),
    );
  });
  return rows;
}

/** A report row as Search answers it: values by column key, dates as ISO strings. */
export type ReportItem = Record<string, ReportValue>;

/** A value as the CSV writes it: numbers with a decimal comma, dates as dd.mm.yyyy. hh:mm. */
export function csvCell(value: ReportValue | undefined, column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'dateTime') return formatDateTime(String(value));
  if (column.type === 'date') return formatDate(String(value));
  return typeof value === 'number' ? String(value).replace('.', ',') : value;
}

/**
 * A moment to the nearest second: Excel keeps a moment as a fraction of a day, which comes
 * back a little off in its milliseconds.
 */
function toSecond(moment: Date): Date {
  return new Date(Math.round(moment.getTime() / 1000) * 1000);
}

/**
 * A value as exceljs reads it back (xlsxRows): a date as the wall clock in Sarajevo to the
 * second, a percentage as a fraction.
 */
export function xlsxCell(value: ReportValue | undefined, column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'dateTime' || column.type === 'date') {
    const local = toSecond(new Date(value)).toLocaleString('sv-SE', { timeZone: 'Europe/Sarajevo' });
    return column.type === 'date' ? `${local.slice(0, 10)}T00:00:00.000Z` : `${local.replace(' ', 'T')}.000Z`;
  }
  if (column.type === 'percentage') return String(Number(value) / 100);
  return String(value);
}

/** The fields of a CSV file (RFC 4180, `;`, CRLF), after its byte-order mark. */
export function csvRows(data: Buffer): string[][] {
  const body = data.toString('utf8').replace(/^\uFEFF/, '');
  // A field: quoted (its quotes doubled) or plain; then `;`, a line's end or the file's.
  const field = /("(?:[^"]|"")*"|[^;\r\n"]*)(;|\r\n|$)/gy;
  const rows: string[][] = [];
  let row: string[] = [];
  for (let match = field.exec(body); match && field.lastIndex <= body.length; match = field.exec(body)) {
    const [, value = '', end] = match;
    row.push(value.startsWith('"') ? value.slice(1, -1).replace(/""/g, '"') : value);
    if (end !== ';') {
      rows.push(row);
      row = [];
      if (end === '') break;
    }
  }
  return rows.filter((r) => r.join('') !== '');
}

/** The text cells of a row as the PDF and Word files write them (numbers are left to the formats' own tests). */
export function writtenCells(report: AnyReport, item: ReportItem): string[] {
  return report.columns.flatMap((column) => {
    const value = item[column.key];
    if (value === null || value === undefined || value === '') return [];
    if (column.type === 'dateTime') return [formatDateTime(String(value))];
    if (column.type === 'date') return [formatDate(String(value))];
    return column.type === 'text' ? [String(value)] : [];
  });
}

/** A catalogue text by its key, as the server writes it for Tuzla (a city: no variant in report keys). */
export function catalogueText(language: 'bs' | 'hr' | 'sr_cyr', key: string): string {
  const value = key
    .split('.')
    .reduce<Catalogue | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogues[language],
    );
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language}`);
  return value;
}
