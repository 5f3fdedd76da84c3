import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatDateTime } from '@portal/i18n/server';
import ExcelJS from 'exceljs';
import { type ReportColumnLayout, type ReportValue, formatValue } from './document';
import type { DossierBlock, DossierLayout, DossierWriter } from './dossier';
import { BOLD, MUNICIPALITY_FONT, TITLE_FONT, cellStyle, cellValue, headingRowOf, sheetName } from './xlsx';

/*
 * The document of one record as Excel (decision 0026), for those who work on its figures:
 * the first sheet (texts.mainSheet) has the head, each section's heading, its fields as
 * label and native value (numbers, dates), its texts, and a link to each of its tables,
 * which have a sheet each, named by their heading, under a frozen heading row with an
 * autofilter. Pictures are left to the PDF and Word documents. A dossier is small, so
 * exceljs builds the workbook whole.
 */

const SECTION_FONT: Partial<ExcelJS.Font> = { bold: true, size: 12 };
const MUTED_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF52606D' }, italic: true };
const LINK_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF1F4E79' }, underline: true };
const WRAP: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: 'top' };

export const writeDossierXlsx: DossierWriter = async (layout, out) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = layout.municipality;
  workbook.created = layout.generatedAt;
  const taken = new Set<string>();
  const main = workbook.addWorksheet(uniqueSheetName(layout.texts.mainSheet, taken));
  main.columns = [{ width: 32 }, { width: 80 }];

  const line = (text: string, font?: Partial<ExcelJS.Font>) => {
    const row = main.addRow([text]);
    main.mergeCells(row.number, 1, row.number, 2);
    row.getCell(1).alignment = WRAP;
    if (font) row.getCell(1).font = font;
  };
  line(layout.municipality, MUNICIPALITY_FONT);
  line(layout.title, TITLE_FONT);
  if (layout.subtitle) line(layout.subtitle, BOLD);
  line(`${layout.texts.generated} ${formatDateTime(layout.generatedAt)}`);

  const block = (item: DossierBlock, heading: string) => {
    switch (item.kind) {
      case 'fields':
        for (const field of item.fields) {
          const row = main.addRow([field.label]);
          row.getCell(1).font = BOLD;
          row.getCell(1).alignment = WRAP;
          const value = field.value;
          if (value === null || value === '') continue;
          const cell = row.getCell(2);
          cell.value = cellValue(value, field.type ?? 'text');
          // A copy: exceljs keeps the style object, and the alignment is added to it.
          cell.style = {
            ...cellStyle(value, field.type ?? 'text'),
            alignment: { ...WRAP, horizontal: 'left' },
          };
        }
        return;
      case 'text':
        return line(item.text);
      case 'note':
        return line(item.text, MUTED_FONT);
      case 'table': {
        const name = uniqueSheetName(heading, taken);
        tableSheet(workbook.addWorksheet(name), heading, item.columns, item.rows, layout);
        const row = main.addRow([{ text: name, hyperlink: `#'${name.replace(/'/g, "''")}'!A1` }]);
        main.mergeCells(row.number, 1, row.number, 2);
        row.getCell(1).font = LINK_FONT;
        return;
      }
      case 'pictures':
        return;
    }
  };

  for (const section of layout.sections) {
    main.addRow([]);
    line(section.heading, SECTION_FONT);
    for (const item of section.blocks) {
      if (item.kind === 'section') {
        line(item.heading, BOLD);
        for (const inner of item.blocks) block(inner, item.heading);
      } else {
        block(item, section.heading);
      }
    }
  }

  await pipeline(Readable.from([Buffer.from(await workbook.xlsx.writeBuffer())]), out);
};

/** A table on its own sheet: its heading, then the table under a frozen heading row. */
function tableSheet(
  sheet: ExcelJS.Worksheet,
  heading: string,
  columns: readonly ReportColumnLayout[],
  rows: readonly (readonly ReportValue[])[],
  layout: DossierLayout,
): void {
  sheet.columns = columns.map((column, i) => {
    const widest = Math.max(
      column.heading.length,
      ...rows.map((values) => formatValue(values[i] ?? null, column.type, layout.language).length),
    );
    return { width: Math.min(60, Math.max(10, widest + 2)) };
  });
  const title = sheet.addRow([heading]);
  title.getCell(1).font = TITLE_FONT;
  sheet.addRow([]);
  headingRowOf(
    sheet,
    columns.map((column) => column.heading),
  );
  const headingRow = sheet.rowCount;
  for (const values of rows) {
    const row = sheet.addRow([]);
    columns.forEach((column, i) => {
      const value = values[i] ?? null;
      if (value === null || value === '') return;
      const cell = row.getCell(i + 1);
      cell.value = cellValue(value, column.type);
      cell.style = { ...cellStyle(value, column.type), alignment: WRAP };
    });
  }
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: headingRow }];
  if (rows.length > 0 && columns.length > 0) {
    sheet.autoFilter = {
      from: { row: headingRow, column: 1 },
      to: { row: headingRow + rows.length, column: columns.length },
    };
  }
}

/** A sheet name Excel allows that no other sheet of the workbook has (names compare without case). */
function uniqueSheetName(wanted: string, taken: Set<string>): string {
  const base = sheetName(wanted, 'List');
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` ${n}`.length)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}
