import { pipeline } from 'node:stream/promises';
import { formatDateTime } from '@portal/i18n/server';
import type { Column, Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfStream } from '../pdf';
import { type ReportColumnType, type ReportLayout, type ReportWriter, formatValue } from './document';

/*
 * The PDF report (decision 0026), laid out by pdfmake with the fonts of platform/pdf.ts
 * (Roboto: the Latin letters of the three languages and Serbian Cyrillic).
 *
 * A4, turned to landscape when the table has more than 5 columns. The first page opens
 * with the coat of arms beside the municipality and the title, when the report was made
 * and the filters in words; then the chart, the table (its headings repeated on every
 * page) and the number of rows. Every page's footer has the title and "Stranica 3 od 12".
 *
 * pdfmake lays out a document in one go, so the rows are gathered from their batches
 * into the table first: the whole table is held in memory once. That is acceptable up
 * to REPORT_MAX_ROWS (config.ts, 100,000 by default), which the engine enforces before
 * a writer is called. The bytes are then piped from pdfkit to `out` chunk by chunk,
 * never joined into one Buffer.
 */

/** Points: A4 is 595.28 × 841.89. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { left: 40, top: 40, right: 40, bottom: 50 };
/** The most columns that fit an A4 page upright. */
const PORTRAIT_COLUMNS = 5;
const COAT_OF_ARMS_HEIGHT = 40;
/** The chart takes at most this share of the page's height, so the table may start under it. */
const CHART_HEIGHT_SHARE = 0.4;

const TEXT_COLOR = '#1f2933';
const MUTED_COLOR = '#52606d';
const HEADING_FILL = '#d9e2f3';
const ZEBRA_FILL = '#f5f7fa';
const RULE_COLOR = '#8ea9db';

/** Light lines under the headings and between rows; every other row on a faint fill. */
const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: (i) => (i === 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? RULE_COLOR : '#d3dae3'),
  fillColor: (rowIndex) => (rowIndex === 0 ? HEADING_FILL : rowIndex % 2 === 0 ? ZEBRA_FILL : null),
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export const writePdf: ReportWriter = async (layout, rows, out) => {
  const alignments = layout.columns.map((column) => alignmentOf(column.type));

  // The whole table, as pdfmake needs it (see above): one cell object per value.
  const body: TableCell[][] = [
    layout.columns.map((column, i) => ({ text: column.heading, bold: true, alignment: alignments[i] })),
  ];
  for await (const batch of rows) {
    for (const values of batch) {
      body.push(
        layout.columns.map((column, i) => ({
          text: formatValue(values[i] ?? null, column.type, layout.language),
          alignment: alignments[i],
        })),
      );
    }
  }
  const count = body.length - 1;

  const doc = await pdfStream(definitionOf(layout, body, count));
  const written = pipeline(doc, out);
  doc.end();
  await written;
};

function definitionOf(layout: ReportLayout, body: TableCell[][], count: number): TDocumentDefinitions {
  const landscape = layout.columns.length > PORTRAIT_COLUMNS;
  const page = landscape ? { width: A4.height, height: A4.width } : A4;
  const contentWidth = page.width - MARGIN.left - MARGIN.right;
  const contentHeight = page.height - MARGIN.top - MARGIN.bottom;
  const { texts } = layout;

  const content: Content[] = [
    headerOf(layout),
    { text: `${texts.generated} ${formatDateTime(layout.generatedAt)}`, margin: [0, 8, 0, 0] },
    { text: texts.filters, bold: true, margin: [0, 8, 0, 2] },
    ...(layout.filters.length > 0
      ? layout.filters.map((filter): Content => ({
          text: [{ text: `${filter.label}: `, bold: true }, filter.value],
        }))
      : [{ text: texts.noFilters, color: MUTED_COLOR }]),
  ];
  if (layout.chart) {
    content.push({
      stack: [
        { text: layout.chart.title, bold: true, fontSize: 12, margin: [0, 14, 0, 4] },
        { image: 'chart', fit: [contentWidth, contentHeight * CHART_HEIGHT_SHARE], alignment: 'center' },
      ],
      unbreakable: true,
    });
  }
  content.push(
    {
      // The headings on every page, never alone at the foot of one; a row never split.
      table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths: widthsOf(layout), body },
      layout: TABLE_LAYOUT,
      fontSize: 8.5,
      lineHeight: 1.1,
      margin: [0, 14, 0, 6],
    },
    count > 0 ? { text: texts.rowCount(count), bold: true } : { text: texts.noRows, color: MUTED_COLOR },
  );

  return {
    pageSize: 'A4',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: [MARGIN.left, MARGIN.top, MARGIN.right, MARGIN.bottom],
    info: { title: layout.title, author: layout.municipality, creationDate: layout.generatedAt },
    language: layout.language === 'sr_cyr' ? 'sr-Cyrl' : layout.language,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, color: TEXT_COLOR },
    images: {
      ...(layout.coatOfArms ? { coatOfArms: pngDataUrl(layout.coatOfArms) } : {}),
      ...(layout.chart ? { chart: pngDataUrl(layout.chart.png) } : {}),
    },
    content,
    footer: (current, total) => ({
      columns: [
        { text: layout.title, width: '*' },
        { text: texts.page(current, total), width: 'auto', alignment: 'right' },
      ],
      columnGap: 12,
      fontSize: 7.5,
      color: MUTED_COLOR,
      margin: [MARGIN.left, 20, MARGIN.right, 0],
    }),
  };
}

/** The coat of arms (when there is one) beside the municipality and the title. */
function headerOf(layout: ReportLayout): Content {
  const names: Column = {
    stack: [
      { text: layout.municipality, fontSize: 11 },
      { text: layout.title, bold: true, fontSize: 16, lineHeight: 1.1 },
    ],
    width: '*',
  };
  if (!layout.coatOfArms) return names;
  return {
    columns: [
      // Only the height is given: pdfmake keeps the picture's proportions.
      { stack: [{ image: 'coatOfArms', height: COAT_OF_ARMS_HEIGHT }], width: 'auto' },
      names,
    ],
    columnGap: 10,
  };
}

/** Numbers, hours and percentages on the right, as figures are read; the rest on the left. */
function alignmentOf(type: ReportColumnType): 'left' | 'right' {
  return type === 'number' || type === 'duration' || type === 'percentage' ? 'right' : 'left';
}

/** Text columns share the width left over; the others are as wide as their values. */
function widthsOf(layout: ReportLayout): ('*' | 'auto')[] {
  const anyText = layout.columns.some((column) => column.type === 'text');
  return layout.columns.map((column) => (!anyText || column.type === 'text' ? '*' : 'auto'));
}

function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
