import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { formatNumber } from '@portal/i18n/server';
import {
  type ReportColumnType,
  type ReportLayout,
  type ReportValue,
  type ReportWriter,
  formatValue,
} from './document';

/*
 * The CSV report (decision 0026): the rows only, as Excel set to Bosnian, Croatian or
 * Serbian opens them with a double click.
 *
 * A CSV is data only: no title, municipality, filters or row count above or under the
 * table. Lines before the headings would break every program that reads the file back
 * (Excel's import, a database, a script), and the title and filters are in the file's
 * name and in the other formats. The first line is the headings, then a line per row.
 *
 * - UTF-8 with a byte-order mark, without which Excel reads the file as Windows-1250 and
 *   garbles č, ć, đ and Cyrillic.
 * - `;` between fields: with a decimal comma, Excel's list separator here is `;`.
 * - Lines end with CRLF; a field holding `;`, `"`, CR or LF is quoted, its quotes
 *   doubled (RFC 4180).
 * - Dates as dd.mm.yyyy. (formatValue); numbers, hours and percentages as plain numbers
 *   with a decimal comma, without thousands separators or the "h" and "%" of the other
 *   formats, so that they are read back as numbers.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

export const writeCsv: ReportWriter = async (layout, rows, out) => {
  const types = layout.columns.map((column) => column.type);
  await write(out, BOM + line(layout.columns.map((column) => column.heading)));
  for await (const batch of rows) {
    let text = '';
    for (const values of batch) {
      text += line(types.map((type, i) => csvValue(values[i] ?? null, type, layout.language)));
    }
    await write(out, text);
  }
  out.end();
  await finished(out, { readable: false });
};

function line(fields: readonly string[]): string {
  return fields.map(quoted).join(SEPARATOR) + LINE_END;
}

function quoted(field: string): string {
  return /[;"\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

function csvValue(value: ReportValue, type: ReportColumnType, language: ReportLayout['language']): string {
  if (typeof value === 'number' && type !== 'text' && type !== 'date' && type !== 'dateTime') {
    // As formatValue rounds them, but without grouping; Croatian Intl data writes a
    // negative number with U+2212 MINUS SIGN, which Excel does not read as a number.
    const digits = type === 'number' ? {} : { maximumFractionDigits: 1 };
    return formatNumber(value, language, { ...digits, useGrouping: false }).replace('\u2212', '-');
  }
  const text = formatValue(value, type, language);
  return typeof value === 'string' ? defused(text) : text;
}

/**
 * A text Excel would take for a formula (=, +, -, @ first) gets an apostrophe before
 * it, as OWASP advises against CSV injection: a complaint's text must not run as a
 * formula on the computer of whoever opens the report.
 */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Writes, then waits while `out` has more than it wants; fails when it was closed. */
async function write(out: Writable, text: string): Promise<void> {
  if (text === '') return;
  if (out.destroyed) throw new Error('The report file’s stream was closed before the file was written.');
  if (!out.write(text)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
    if (out.destroyed) throw new Error('The report file’s stream was closed before the file was written.');
  }
}
