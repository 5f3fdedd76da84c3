import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

/** The words of a Word document's body, a line per paragraph. */
export async function docxText(data: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
}

/** Every cell's text of a sheet (the first by default), row by row. */
export async function xlsxRows(data: Buffer, sheet = 0): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[sheet]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))),
    );
  });
  return rows;
}
