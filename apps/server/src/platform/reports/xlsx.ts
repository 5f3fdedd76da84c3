import { TIME_ZONE, formatDateTime } from '@portal/i18n/server';
import ExcelJS from 'exceljs';
import { caughtUp, committed, type StreamedPictures, streamedPictures } from './xlsx-streaming';
import {
  type ReportColumnLayout,
  type ReportColumnType,
  type ReportLayout,
  type ReportValue,
  type ReportWriter,
  formatValue,
  isTotalsRow,
  pngSize,
  rowsCounted,
} from './document';

/*
 * The Excel report (decision 0026), written with exceljs' streaming writer: each row is
 * committed as soon as it is added, and the next batch is taken only when the zip has
 * caught up (caughtUp), so a file of 100,000 rows never holds much more than a batch
 * of them in memory.
 *
 * Sheet one (texts.rowsSheet): the coat of arms, the municipality, the title, when it
 * was made, the filters in words, then the table with native values (numbers, dates)
 * under a frozen heading row with an autofilter, and the number of rows. Sheet two
 * (texts.chartSheet), when the report has a chart: its title, its picture and its data.
 * The streaming writer cannot place pictures by itself; streamedPictures below does.
 */

type Sheet = ExcelJS.Worksheet;
type Style = Partial<ExcelJS.Style>;

/*
 * How Excel shows each kind of value, one style object per kind, shared by every cell
 * of that kind: exceljs keeps the style id of a style object it has seen, so 100,000
 * rows cost one look-up a cell instead of a new style to compare. Never changed.
 */
const PLAIN: Style = {};
const DATE: Style = { numFmt: 'dd.mm.yyyy.' };
const DATE_TIME: Style = { numFmt: 'dd.mm.yyyy. hh:mm' };
const HOURS: Style = { numFmt: '0.0 "h"' };
const PERCENT: Style = { numFmt: '0.0%' };

export const TITLE_FONT: Partial<ExcelJS.Font> = { bold: true, size: 14 };
export const MUNICIPALITY_FONT: Partial<ExcelJS.Font> = { size: 12 };
export const BOLD: Partial<ExcelJS.Font> = { bold: true };
const HEADING_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E2F3' } };
const HEADING_BORDER: Partial<ExcelJS.Borders> = { bottom: { style: 'thin', color: { argb: 'FF8EA9DB' } } };

/** The coat of arms' height on the sheet, in pixels; its width keeps its proportions. */
const COAT_OF_ARMS_HEIGHT = 64;
/** The largest the chart's picture is shown, in pixels. */
const CHART_BOX = { width: 720, height: 450 };
/** Excel's default row: 15 points, 20 pixels. */
const ROW_PIXELS = 20;

export const writeXlsx: ReportWriter = async (layout, rows, out) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = layout.municipality;
  workbook.created = layout.generatedAt;
  const pictures = streamedPictures(workbook);
  const rowsSheetName = sheetName(layout.texts.rowsSheet, 'Podaci');

  let table: RowsTable | undefined;
  let count = 0;
  for await (const batch of rows) {
    // The sheet is opened with the first batch, whose values help size the columns.
    table ??= openRowsSheet(workbook, pictures, layout, rowsSheetName, batch);
    for (const values of batch) {
      const row = table.sheet.addRow([]);
      const bold = isTotalsRow(layout, count);
      layout.columns.forEach((column, i) => {
        const value = values[i] ?? null;
        if (value === null || value === '') return;
        const cell = row.getCell(i + 1);
        cell.value = cellValue(value, column.type);
        cell.style = bold ? { ...cellStyle(value, column.type), font: BOLD } : cellStyle(value, column.type);
      });
      row.commit();
      count += 1;
    }
    await caughtUp(table.sheet, workbook, out);
  }
  table ??= openRowsSheet(workbook, pictures, layout, rowsSheetName, []);

  const { sheet, headingRow } = table;
  if (count > 0) {
    // A totals row stays out of the filter, so that sorting leaves it at the foot.
    sheet.autoFilter = {
      from: { row: headingRow, column: 1 },
      to: { row: headingRow + rowsCounted(layout, count), column: Math.max(1, layout.columns.length) },
    };
    sheet.addRow([]).commit();
  }
  sheet
    .addRow([count > 0 ? layout.texts.rowCount(rowsCounted(layout, count)) : layout.texts.noRows])
    .commit();
  sheet.commit();

  if (layout.chart) {
    const chartSheetName = sheetName(layout.texts.chartSheet, 'Grafikon', rowsSheetName);
    writeChartSheet(workbook.addWorksheet(chartSheetName), pictures, layout.chart);
  }
  await committed(workbook, out);
};

type RowsTable = { sheet: Sheet; headingRow: number };

/** Sheet one up to its heading row: the title block, then the columns' headings. */
function openRowsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  pictures: StreamedPictures,
  layout: ReportLayout,
  name: string,
  firstBatch: readonly (readonly ReportValue[])[],
): RowsTable {
  const { texts } = layout;
  const lines: { text: string; font?: Partial<ExcelJS.Font> }[] = [
    { text: layout.municipality, font: MUNICIPALITY_FONT },
    { text: layout.title, font: TITLE_FONT },
    { text: `${texts.generated} ${formatDateTime(layout.generatedAt)}` },
    { text: texts.filters, font: BOLD },
    ...(layout.filters.length > 0
      ? layout.filters.map((filter) => ({ text: `${filter.label}: ${filter.value}` }))
      : [{ text: texts.noFilters }]),
  ];
  const pictureRows = layout.coatOfArms ? 1 : 0;
  // The title block, an empty row, then the headings.
  const headingRow = pictureRows + lines.length + 2;

  const sheet = workbook.addWorksheet(name, {
    views: [
      {
        state: 'frozen',
        xSplit: 0,
        ySplit: headingRow,
        topLeftCell: `A${headingRow + 1}`,
        activeCell: `A${headingRow + 1}`,
      },
    ],
  });
  // Widths are set before the first row: the streaming writer writes them with it.
  sheet.columns = layout.columns.map((column, i) => ({ width: columnWidth(column, i, layout, firstBatch) }));

  if (layout.coatOfArms) {
    const size = fitPicture(layout.coatOfArms, {
      width: COAT_OF_ARMS_HEIGHT * 4,
      height: COAT_OF_ARMS_HEIGHT,
    });
    const row = sheet.addRow([]);
    row.height = ((size.height + 8) * 3) / 4; // points
    row.commit();
    pictures.place(sheet, { png: layout.coatOfArms, col: 0, row: 0, ...size, name: layout.municipality });
  }
  for (const line of lines) {
    const row = sheet.addRow([line.text]);
    if (line.font) row.getCell(1).font = line.font;
    row.commit();
  }
  sheet.addRow([]).commit();

  headingRowOf(
    sheet,
    layout.columns.map((column) => column.heading),
  );
  return { sheet, headingRow };
}

/** The chart's sheet: its title, its picture, and under it its data as a table. */
function writeChartSheet(
  sheet: Sheet,
  pictures: StreamedPictures,
  chart: NonNullable<ReportLayout['chart']>,
): void {
  const longest = Math.max(0, ...chart.categories.map((category) => category.length));
  sheet.columns = [
    { width: clamp(longest + 2, 12, 50) },
    ...chart.series.map((series) => ({ width: clamp(series.name.length + 2, 10, 40) })),
  ];

  const title = sheet.addRow([chart.title]);
  title.getCell(1).font = TITLE_FONT;
  title.commit();
  sheet.addRow([]).commit();

  // The picture floats over empty rows reserved for it, from the third row.
  const size = fitPicture(chart.png, CHART_BOX);
  pictures.place(sheet, { png: chart.png, col: 0, row: 2, ...size, name: chart.title });
  const reserved = Math.ceil(size.height / ROW_PIXELS) + 1;
  for (let i = 0; i < reserved; i++) sheet.addRow([]).commit();

  // The first heading stays empty: the layout does not name the categories' axis.
  headingRowOf(sheet, ['', ...chart.series.map((series) => series.name)]);
  chart.categories.forEach((category, i) => {
    sheet.addRow([category, ...chart.series.map((series) => series.values[i] ?? null)]).commit();
  });
  sheet.commit();
}

/** A table's headings: bold, on a fill, a line under them (also the dossier's, dossier-xlsx.ts). */
export function headingRowOf(sheet: Sheet, headings: readonly string[]): void {
  const row = sheet.addRow([...headings]);
  headings.forEach((_, i) => {
    const cell = row.getCell(i + 1);
    cell.font = BOLD;
    cell.fill = HEADING_FILL;
    cell.border = HEADING_BORDER;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  row.commit();
}

export function cellStyle(value: string | number | Date, type: ReportColumnType): Style {
  if (value instanceof Date) return type === 'date' ? DATE : DATE_TIME;
  if (typeof value === 'number' && type === 'duration') return HOURS;
  if (typeof value === 'number' && type === 'percentage') return PERCENT;
  return PLAIN;
}

/** A value as Excel holds it: numbers and dates native, a percentage as a fraction. */
export function cellValue(value: string | number | Date, type: ReportColumnType): ExcelJS.CellValue {
  if (typeof value === 'string') return value;
  if (value instanceof Date) {
    const local = sarajevoFields(value);
    return type === 'date'
      ? new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()))
      : local;
  }
  return type === 'percentage' ? value / 100 : value;
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Excel has no time zones: a cell holds the date and time it shows. exceljs writes a
 * Date by its UTC fields, so an instant becomes the Date whose UTC fields are the
 * date and time in Sarajevo (23:30 UTC on 31 March is shown as 01.04. 01:30).
 */
function sarajevoFields(instant: Date): Date {
  return new Date(instant.getTime() + sarajevoOffset(instant.getTime()));
}

const HOUR_MS = 3_600_000;
/** Sarajevo's offset from UTC by the UTC hour: clocks there change on whole hours. */
const offsets = new Map<number, number>();

/**
 * Milliseconds Sarajevo's clocks are ahead of UTC at the instant (1 or 2 hours), asked of
 * Intl once an hour of UTC and kept: a report's 100,000 dates ask it a few thousand times
 * rather than 100,000 (formatToParts was a tenth of an export's time).
 */
function sarajevoOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
    for (const part of wallClock.formatToParts(new Date(at))) parts[part.type] = Number(part.value);
    const wall = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    offset = wall - at;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** Wide enough for the heading and the first batch's values, within reason. */
function columnWidth(
  column: ReportColumnLayout,
  index: number,
  layout: ReportLayout,
  sample: readonly (readonly ReportValue[])[],
): number {
  const least = { text: 10, number: 10, date: 12, dateTime: 17, duration: 10, percentage: 10 }[column.type];
  let widest = column.heading.length;
  for (const values of sample.slice(0, 200)) {
    widest = Math.max(widest, formatValue(values[index] ?? null, column.type, layout.language).length);
  }
  return clamp(widest + 2, least, 60);
}

function clamp(value: number, least: number, most: number): number {
  return Math.min(most, Math.max(least, value));
}

/** A sheet's name as Excel allows it: 31 characters at most, none of : \ / ? * [ ]. */
export function sheetName(wanted: string, fallback: string, taken?: string): string {
  const name =
    wanted
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || fallback;
  return name === taken ? `${name.slice(0, 29)} 2` : name;
}

/** The PNG's size scaled down (never up) to fit the box, in pixels. */
function fitPicture(png: Buffer, box: { width: number; height: number }): { width: number; height: number } {
  const { width, height } = pngSize(png);
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
