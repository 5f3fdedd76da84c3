import { pipeline } from 'node:stream/promises';
import { formatDateTime } from '@portal/i18n/server';
import PDFDocument from 'pdfkit';
import { ROBOTO } from '../pdf';
import {
  formatValue,
  isTotalsRow,
  pngSize,
  type ReportLayout,
  type ReportValue,
  type ReportWriter,
  rowsCounted,
} from './document';
import {
  alignmentOf,
  COAT_OF_ARMS_HEIGHT,
  contentBox,
  HEADING_FILL,
  MARGIN,
  MUTED_COLOR,
  RULE_COLOR,
  TEXT_COLOR,
  ZEBRA_FILL,
} from './pdf-parts';

/*
 * The PDF report (decision 0026), drawn with pdfkit in the look every PDF of the platform
 * shares (pdf-parts.ts; Roboto, which has the Latin letters of the three languages and
 * Serbian Cyrillic).
 *
 * A4, turned to landscape when the table has more than 5 columns. The first page opens
 * with the coat of arms beside the municipality and the title, when the report was made
 * and the filters in words; then the chart, the table (its headings repeated at the top
 * of every page, never alone at the foot of one; a row never split) and the number of
 * rows. Every page's footer has the title and "Stranica 3 od 12".
 *
 * The rows are drawn a batch at a time as they are read, never gathered: pdfmake, which
 * lays out a whole table at once, took 14 s and 0.5–0.9 GB for 10,000 rows on this
 * project's machine, this 5 s and about a third of the memory. A text that fits its column
 * is drawn as one line without pdfkit's line wrapper (most cells); only longer ones wrap.
 * The pages stay in memory until the end, when their footers can say how many there are.
 */

/** The most columns that fit an A4 page upright. */
const PORTRAIT_COLUMNS = 5;
/** The chart takes at most this share of the page's height, so the table may start under it. */
const CHART_HEIGHT_SHARE = 0.4;

const FONT = 'Roboto';
const BOLD = 'Roboto-Medium';
const TEXT_SIZE = 9.5;
const TABLE_SIZE = 8.5;
const FOOTER_SIZE = 7.5;
/** Line heights as pdfmake's documents have them: the font's line, times this. */
const TEXT_LINE = 1.2;
const TABLE_LINE = 1.1;
const CELL_PADDING = { x: 4, y: 2 };
const ROW_RULE = { width: 0.3, color: '#d3dae3' };
const HEADING_RULE = { width: 0.8, color: RULE_COLOR };

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';
type Style = { font: string; size: number; line: number };

const CELL: Style = { font: FONT, size: TABLE_SIZE, line: TABLE_LINE };
const BOLD_CELL: Style = { ...CELL, font: BOLD };

export const writePdf: ReportWriter = async (layout, rows, out) => {
  const landscape = layout.columns.length > PORTRAIT_COLUMNS;
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margins: MARGIN,
    bufferPages: true,
    lang: layout.language === 'sr_cyr' ? 'sr-Cyrl' : layout.language,
    info: { Title: layout.title, Author: layout.municipality, CreationDate: layout.generatedAt },
  });
  doc.registerFont(FONT, ROBOTO.normal);
  doc.registerFont(BOLD, ROBOTO.bold);
  const written = pipeline(doc, out);
  // Seen at the end; until then a closed `out` stops the drawing at its next batch.
  written.catch(() => undefined);
  try {
    const page = new Page(doc, landscape);
    drawHead(page, layout);
    const count = await drawTable(page, layout, rows, () => doc.destroyed || out.destroyed);
    page.space(6);
    if (count > 0) page.paragraph(layout.texts.rowCount(rowsCounted(layout, count)), { font: BOLD });
    else page.paragraph(layout.texts.noRows, { color: MUTED_COLOR });
    // Last, when the pages are all there: each says how many there are.
    drawFooters(doc, layout);
  } catch (error) {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
  doc.end();
  await written;
};

/** Where the next thing goes on the current page, in points from the top, and the page's bounds. */
class Page {
  y = MARGIN.top;
  readonly width: number;
  readonly height: number;
  readonly bottom: number;
  private readonly widths = new Map<string, number>();

  constructor(
    readonly doc: Doc,
    landscape: boolean,
  ) {
    const box = contentBox(landscape);
    this.width = box.width;
    this.height = box.height;
    this.bottom = MARGIN.top + box.height;
  }

  space(points: number): void {
    this.y += points;
  }

  /** Moves to a new page unless `points` fit under what is drawn. */
  room(points: number): boolean {
    if (this.y + points <= this.bottom) return false;
    this.doc.addPage();
    this.y = MARGIN.top;
    return true;
  }

  style({ font, size }: Style): void {
    this.doc.font(font).fontSize(size);
  }

  lineHeight({ line }: Style): number {
    return this.doc.currentLineHeight(true) * line;
  }

  /** A text's width in the current font, remembered: a report repeats its categories and units. */
  textWidth(style: Style, text: string): number {
    const key = `${style.font}|${style.size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.widthOfString(text);
      if (this.widths.size > 50_000) this.widths.clear();
      this.widths.set(key, width);
    }
    return width;
  }

  /** A paragraph as wide as the page, wrapped; `label` in bold before it. */
  paragraph(
    text: string,
    options: {
      font?: string;
      size?: number;
      color?: string;
      label?: string;
      x?: number;
      width?: number;
    } = {},
  ): void {
    const style: Style = { font: options.font ?? FONT, size: options.size ?? TEXT_SIZE, line: TEXT_LINE };
    const x = options.x ?? MARGIN.left;
    const width = options.width ?? this.width;
    this.style(style);
    const gap = this.lineHeight(style) - this.doc.currentLineHeight(true);
    const whole = (options.label ?? '') + text;
    this.room(this.doc.heightOfString(whole, { width, lineGap: gap }));
    this.doc.fillColor(options.color ?? TEXT_COLOR);
    if (options.label) {
      this.doc.font(BOLD).text(options.label, x, this.y, { width, lineGap: gap, continued: true });
      this.doc.font(style.font).text(text, { width, lineGap: gap });
    } else {
      this.doc.text(text, x, this.y, { width, lineGap: gap });
    }
    this.y = this.doc.y;
  }

  /**
   * A text in a cell: one line where it fits (no line wrapper), otherwise wrapped to the
   * width. A figure or a date is never wrapped: one wider than its column (the widths come
   * from the first rows) runs into the cell's padding.
   */
  cell(
    text: string,
    style: Style,
    box: { x: number; y: number; width: number; align: Align; wraps: boolean },
  ): void {
    if (text === '') return;
    const { doc } = this;
    const inner = box.width - 2 * CELL_PADDING.x;
    const width = this.textWidth(style, text);
    const y = box.y + CELL_PADDING.y;
    if ((width <= inner || !box.wraps) && !text.includes('\n')) {
      const x = box.x + CELL_PADDING.x + (box.align === 'right' ? inner - width : 0);
      doc.text(text, x, y, { lineBreak: false });
    } else {
      const gap = this.lineHeight(style) - doc.currentLineHeight(true);
      doc.text(text, box.x + CELL_PADDING.x, y, {
        width: inner,
        align: box.align,
        lineGap: gap,
        // A cell taller than a page is cut with "…" rather than running off it.
        height: this.height / 2,
        ellipsis: true,
      });
    }
  }

  /** The height of a row of texts in their columns (`wraps`: which may wrap). */
  rowHeight(
    texts: readonly string[],
    style: Style,
    widths: readonly number[],
    wraps: readonly boolean[],
  ): number {
    const { doc } = this;
    const line = this.lineHeight(style);
    let height = line;
    texts.forEach((text, i) => {
      if (text === '') return;
      const inner = widths[i]! - 2 * CELL_PADDING.x;
      if ((this.textWidth(style, text) <= inner || !wraps[i]) && !text.includes('\n')) return;
      const gap = line - doc.currentLineHeight(true);
      height = Math.max(
        height,
        Math.min(doc.heightOfString(text, { width: inner, lineGap: gap }), this.height / 2),
      );
    });
    return height + 2 * CELL_PADDING.y;
  }

  rule(y: number, { width, color }: { width: number; color: string }): void {
    this.doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + this.width, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }
}

/** The coat of arms beside the municipality and the title, when it was made, the filters, the chart. */
function drawHead(page: Page, layout: ReportLayout): void {
  const { doc } = page;
  const { texts } = layout;
  let x = MARGIN.left;
  let pictureBottom = MARGIN.top;
  if (layout.coatOfArms) {
    const size = pngSize(layout.coatOfArms);
    const width = (size.width / size.height) * COAT_OF_ARMS_HEIGHT;
    doc.image(layout.coatOfArms, MARGIN.left, MARGIN.top, { height: COAT_OF_ARMS_HEIGHT });
    x += width + 10;
    pictureBottom += COAT_OF_ARMS_HEIGHT;
  }
  const width = page.width - (x - MARGIN.left);
  page.paragraph(layout.municipality, { size: 11, x, width });
  page.doc.font(BOLD).fontSize(16);
  doc.fillColor(TEXT_COLOR).text(layout.title, x, page.y, { width, lineGap: 0 });
  page.y = Math.max(doc.y, pictureBottom);

  page.space(8);
  page.paragraph(`${texts.generated} ${formatDateTime(layout.generatedAt)}`);
  page.space(8);
  page.paragraph(texts.filters, { font: BOLD });
  page.space(2);
  if (layout.filters.length === 0) page.paragraph(texts.noFilters, { color: MUTED_COLOR });
  for (const filter of layout.filters) page.paragraph(filter.value, { label: `${filter.label}: ` });

  if (layout.chart) {
    const image = pngSize(layout.chart.png);
    const scale = Math.min(page.width / image.width, (page.height * CHART_HEIGHT_SHARE) / image.height, 1);
    const size = { width: image.width * scale, height: image.height * scale };
    page.space(14);
    page.style({ font: BOLD, size: 12, line: TEXT_LINE });
    // The chart's title and picture stay together.
    page.room(page.lineHeight({ font: BOLD, size: 12, line: TEXT_LINE }) + 4 + size.height);
    page.paragraph(layout.chart.title, { font: BOLD, size: 12 });
    page.space(4);
    doc.image(layout.chart.png, MARGIN.left + (page.width - size.width) / 2, page.y, size);
    page.y += size.height;
  }
}

/**
 * The columns' widths: a figure or date column as wide as its heading and the first batch's
 * values, a figure's with room for two more digits (later rows may hold larger numbers);
 * the text columns share what is left (all columns share the page when none is text).
 */
function columnWidths(page: Page, layout: ReportLayout, sample: readonly (readonly string[])[]): number[] {
  const { columns } = layout;
  const anyText = columns.some((c) => c.type === 'text');
  if (!anyText) return columns.map(() => page.width / columns.length);
  const natural = columns.map((column, i) => {
    if (column.type === 'text') return 0;
    page.style(BOLD_CELL);
    let widest = page.textWidth(BOLD_CELL, column.heading);
    page.style(CELL);
    const headroom = column.type === 'date' || column.type === 'dateTime' ? 0 : page.textWidth(CELL, '00');
    for (const texts of sample) widest = Math.max(widest, page.textWidth(CELL, texts[i]!) + headroom);
    return Math.ceil(widest) + 2 * CELL_PADDING.x + 1;
  });
  const textColumns = columns.filter((c) => c.type === 'text').length;
  const fixed = natural.reduce((sum, w) => sum + w, 0);
  // A text column keeps at least 60 points; figures give way when the page is too narrow.
  const left = page.width - fixed;
  const least = 60 * textColumns;
  const squeeze = left >= least ? 1 : (page.width - least) / fixed;
  const share = left >= least ? left / textColumns : 60;
  return columns.map((column, i) => (column.type === 'text' ? share : natural[i]! * squeeze));
}

/** The table: its headings on every page, each batch of rows drawn as it comes; the rows drawn. */
async function drawTable(
  page: Page,
  layout: ReportLayout,
  rows: AsyncIterable<readonly (readonly ReportValue[])[]>,
  closed: () => boolean,
): Promise<number> {
  const { doc } = page;
  const alignments = layout.columns.map((c) => alignmentOf(c.type));
  const wraps = layout.columns.map((c) => c.type === 'text');
  // A heading wraps in any column: a figure's is as wide as its column at most.
  const headingWraps = layout.columns.map(() => true);
  const headings = layout.columns.map((c) => c.heading);
  let widths: number[] | null = null;
  let headingHeight = 0;
  let count = 0;

  const drawHeadings = () => {
    const top = page.y;
    doc.rect(MARGIN.left, top, page.width, headingHeight).fill(HEADING_FILL);
    page.rule(top, ROW_RULE);
    page.style(BOLD_CELL);
    doc.fillColor(TEXT_COLOR);
    let x = MARGIN.left;
    headings.forEach((heading, i) => {
      page.cell(heading, BOLD_CELL, { x, y: top, width: widths![i]!, align: alignments[i]!, wraps: true });
      x += widths![i]!;
    });
    page.y = top + headingHeight;
    page.rule(page.y, HEADING_RULE);
  };

  const drawRow = (texts: readonly string[], style: Style, zebra: boolean) => {
    page.style(style);
    const height = page.rowHeight(texts, style, widths!, wraps);
    // A row is never split: it goes to the next page, under the headings again.
    if (page.room(height)) drawHeadings();
    const top = page.y;
    if (zebra) doc.rect(MARGIN.left, top, page.width, height).fill(ZEBRA_FILL);
    page.style(style);
    doc.fillColor(TEXT_COLOR);
    let x = MARGIN.left;
    texts.forEach((text, i) => {
      page.cell(text, style, { x, y: top, width: widths![i]!, align: alignments[i]!, wraps: wraps[i]! });
      x += widths![i]!;
    });
    page.y = top + height;
    page.rule(page.y, ROW_RULE);
  };

  const start = (sample: readonly (readonly string[])[]) => {
    widths = columnWidths(page, layout, sample);
    page.style(BOLD_CELL);
    headingHeight = page.rowHeight(headings, BOLD_CELL, widths, headingWraps);
    page.space(14);
    // The headings never alone at the foot of a page: with room for a row under them.
    page.style(CELL);
    page.room(headingHeight + (sample[0] ? page.rowHeight(sample[0], CELL, widths, wraps) : 0));
    drawHeadings();
  };

  for await (const batch of rows) {
    if (closed()) throw new Error('The report file’s stream was closed before the file was written.');
    const texts = batch.map((values) =>
      layout.columns.map((column, i) => formatValue(values[i] ?? null, column.type, layout.language)),
    );
    if (!widths) start(texts);
    for (const row of texts) {
      const bold = isTotalsRow(layout, count);
      count += 1;
      drawRow(row, bold ? BOLD_CELL : CELL, count % 2 === 0);
    }
  }
  if (!widths) start([]);
  return count;
}

/** The title and "Stranica 3 od 12" at the foot of every page, drawn once all pages are known. */
function drawFooters(doc: Doc, layout: ReportLayout): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const pageWidth = doc.page.width;
    const y = doc.page.height - MARGIN.bottom + 20;
    // Under the bottom margin: pdfkit would otherwise start a new page for the text.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const number = layout.texts.page(i - range.start + 1, range.count);
    doc.font(FONT).fontSize(FOOTER_SIZE).fillColor(MUTED_COLOR);
    const numberWidth = doc.widthOfString(number);
    const width = pageWidth - MARGIN.left - MARGIN.right;
    doc.text(number, MARGIN.left + width - numberWidth, y, { lineBreak: false });
    doc.text(layout.title, MARGIN.left, y, {
      width: width - numberWidth - 12,
      lineBreak: false,
      ellipsis: true,
      height: FOOTER_SIZE * 2,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.switchToPage(range.start + range.count - 1);
}
