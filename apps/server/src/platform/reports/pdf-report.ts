import { pipeline } from 'node:stream/promises';
import { formatDateTime } from '@portal/i18n/server';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfStream } from '../pdf';
import { type ReportLayout, type ReportWriter, formatValue, isTotalsRow, rowsCounted } from './document';
import {
  MUTED_COLOR,
  TABLE_LAYOUT,
  alignmentOf,
  contentBox,
  documentFrame,
  headerContent,
  pngDataUrl,
} from './pdf-parts';

/*
 * The PDF report (decision 0026), laid out by pdfmake with the fonts of platform/pdf.ts
 * (Roboto: the Latin letters of the three languages and Serbian Cyrillic) in the frame
 * every PDF of the platform shares (pdf-parts.ts).
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

/** The most columns that fit an A4 page upright. */
const PORTRAIT_COLUMNS = 5;
/** The chart takes at most this share of the page's height, so the table may start under it. */
const CHART_HEIGHT_SHARE = 0.4;

export const writePdf: ReportWriter = async (layout, rows, out) => {
  const alignments = layout.columns.map((column) => alignmentOf(column.type));

  // The whole table, as pdfmake needs it (see above): one cell object per value.
  const body: TableCell[][] = [
    layout.columns.map((column, i) => ({ text: column.heading, bold: true, alignment: alignments[i] })),
  ];
  for await (const batch of rows) {
    for (const values of batch) {
      const bold = isTotalsRow(layout, body.length - 1);
      body.push(
        layout.columns.map((column, i) => ({
          text: formatValue(values[i] ?? null, column.type, layout.language),
          alignment: alignments[i],
          ...(bold ? { bold } : {}),
        })),
      );
    }
  }
  const count = rowsCounted(layout, body.length - 1);

  const doc = await pdfStream(definitionOf(layout, body, count));
  const written = pipeline(doc, out);
  doc.end();
  await written;
};

function definitionOf(layout: ReportLayout, body: TableCell[][], count: number): TDocumentDefinitions {
  const landscape = layout.columns.length > PORTRAIT_COLUMNS;
  const { width: contentWidth, height: contentHeight } = contentBox(landscape);
  const { texts } = layout;

  const content: Content[] = [
    headerContent(layout),
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

  return documentFrame(layout, {
    landscape,
    content,
    images: layout.chart ? { chart: pngDataUrl(layout.chart.png) } : {},
    page: texts.page,
  });
}

/** Text columns share the width left over; the others are as wide as their values. */
function widthsOf(layout: ReportLayout): ('*' | 'auto')[] {
  const anyText = layout.columns.some((column) => column.type === 'text');
  return layout.columns.map((column) => (!anyText || column.type === 'text' ? '*' : 'auto'));
}
