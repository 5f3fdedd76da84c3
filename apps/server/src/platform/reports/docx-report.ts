import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { formatDateTime } from '@portal/i18n/server';
import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import {
  type ReportColumnLayout,
  type ReportColumnType,
  type ReportLayout,
  type ReportValue,
  type ReportWriter,
  formatValue,
  isTotalsRow,
  rowsCounted,
  pngSize,
} from './document';
import {
  type PageLayout,
  TABLE_BORDERS,
  documentOptions,
  footerOf,
  headerOf,
  pageLayout,
  sectionProperties,
} from './docx-parts';
import {
  CELL_PADDING,
  CHART_HEIGHT_SHARE,
  CHAR_TWIPS,
  HEADING_FILL,
  MIN_TEXT_TWIPS,
  MUTED_COLOR,
  PORTRAIT_COLUMNS,
  RULE_COLOR,
  SIZE,
  TEXT_CHARS_CAP,
  TWIPS_PER_PIXEL,
  ZEBRA_FILL,
  clean,
  escapeXml,
  fitted,
} from './docx-style';

/*
 * The Word report (decision 0026), written with docx: the same content as the PDF, in
 * the page, styles, header and footer every Word document of the platform shares
 * (docx-parts.ts).
 *
 * A4, a landscape section when the table has more than 5 columns. The coat of arms
 * beside the municipality and the title (Heading 1), when the report was made, the
 * filters in words, the chart's title and picture, then the table, its heading row
 * repeated on every page (tblHeader), and the number of rows. The footer has the title
 * and "Stranica 3 od 12" made of Word's PAGE and NUMPAGES fields.
 *
 * docx builds a whole document as objects before it packs it: some 40 kB a row, so
 * 50,000 rows took 3.6 GB and 100,000 (REPORT_MAX_ROWS' default) ran out of memory.
 * So docx makes everything but the table's rows (the frame: styles, pictures, footer,
 * the table's heading row), and the rows are written as WordprocessingML here, a batch
 * at a time, into word/document.xml as the file is zipped and sent: the file streams,
 * and memory holds about one batch. The columns are sized from the first batch.
 */

export const writeDocx: ReportWriter = async (layout, rows, out) => {
  const batches = rows[Symbol.asyncIterator]();
  let done = false;
  try {
    const first = await batches.next();
    done = first.done === true;
    const firstBatch = first.done ? [] : first.value;
    const page = pageOf(layout);
    const widths = columnWidthsOf(layout.columns, widestOf(layout, firstBatch), page.usable.width);

    const frame = await JSZip.loadAsync(await Packer.toBuffer(frameOf(layout, page, widths)));
    const xml = await frame.file(DOCUMENT)!.async('string');
    const [before, after] = aroundRows(xml);
    const cells = cellTemplates(layout, widths);

    // The rows are turned into XML as the zip asks for more, a batch at a time.
    async function* documentXml(): AsyncGenerator<Buffer> {
      yield Buffer.from(before, 'utf8');
      let count = 0;
      let batch: readonly (readonly ReportValue[])[] | undefined = firstBatch;
      while (batch) {
        let text = '';
        for (const values of batch) {
          text += rowXml(values, layout, cells, {
            zebra: (count + 1) % 2 === 0,
            bold: isTotalsRow(layout, count),
          });
          count += 1;
        }
        if (text !== '') yield Buffer.from(text, 'utf8');
        if (done) break;
        const next = await batches.next();
        done = next.done === true;
        batch = next.done ? undefined : next.value;
      }
      yield Buffer.from(`</w:tbl>${rowCountXml(layout, rowsCounted(layout, count))}${after}`, 'utf8');
    }
    // Replaced in place, keeping its order in the zip, without a "word/" folder entry.
    frame.file(DOCUMENT, Readable.from(documentXml()), { createFolders: false });
    const zipped = frame.generateNodeStream({
      type: 'nodebuffer',
      streamFiles: true,
      compression: 'DEFLATE',
      compressionOptions: { level: 6 },
    });
    await pipeline(zipped, out);
  } finally {
    // Rows left unread when the file could not be made: let their source close.
    if (!done) await batches.return?.();
  }
};

const DOCUMENT = 'word/document.xml';
/** The paragraph the frame has where the rows and their count go. */
const ROWS_MARKER = '\u2063ROWS\u2063';

function pageOf(layout: ReportLayout): PageLayout {
  return pageLayout(layout.columns.length > PORTRAIT_COLUMNS);
}

/** The document made by docx without the table's rows: they go where ROWS_MARKER is. */
function frameOf(layout: ReportLayout, page: PageLayout, widths: readonly number[]): Document {
  const { texts } = layout;
  const children: (Paragraph | Table)[] = [
    ...headerOf(layout, page.usable.width),
    new Paragraph({
      spacing: { before: 160 },
      children: [new TextRun(clean(`${texts.generated} ${formatDateTime(layout.generatedAt)}`))],
    }),
    new Paragraph({
      spacing: { before: 160, after: 40 },
      children: [new TextRun({ text: clean(texts.filters), bold: true })],
    }),
    ...(layout.filters.length > 0
      ? layout.filters.map(
          (filter) =>
            new Paragraph({
              children: [
                new TextRun({ text: clean(`${filter.label}: `), bold: true }),
                new TextRun(clean(filter.value)),
              ],
            }),
        )
      : [new Paragraph({ children: [new TextRun({ text: clean(texts.noFilters), color: MUTED_COLOR })] })]),
  ];
  if (layout.chart) {
    const size = fitted(pngSize(layout.chart.png), {
      width: Math.floor(page.usable.width / TWIPS_PER_PIXEL),
      height: Math.floor((page.usable.height * CHART_HEIGHT_SHARE) / TWIPS_PER_PIXEL),
    });
    children.push(
      new Paragraph({
        keepNext: true,
        spacing: { before: 280, after: 80 },
        children: [new TextRun({ text: clean(layout.chart.title), bold: true, size: 24 })],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new ImageRun({
            type: 'png',
            data: layout.chart.png,
            transformation: size,
            altText: {
              name: 'chart',
              title: clean(layout.chart.title),
              description: clean(layout.chart.title),
            },
          }),
        ],
      }),
    );
  }
  children.push(
    new Paragraph({ spacing: { before: 280 }, children: [] }),
    new Table({
      rows: [headingRowOf(layout)],
      width: { size: page.usable.width, type: WidthType.DXA },
      columnWidths: [...widths],
      layout: TableLayoutType.FIXED,
      margins: { top: 30, bottom: 30, left: CELL_PADDING, right: CELL_PADDING },
      borders: TABLE_BORDERS,
    }),
    new Paragraph({ children: [new TextRun(ROWS_MARKER)] }),
  );

  return new Document({
    ...documentOptions(layout),
    sections: [
      {
        properties: sectionProperties(page),
        footers: { default: footerOf(layout.title, layout.texts.page, page.usable.width) },
        children,
      },
    ],
  });
}

/** The table's headings, bold on a fill, repeated at the top of every page (also the dossier's). */
export function headingRowOf(layout: { columns: readonly ReportColumnLayout[] }): TableRow {
  return new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: layout.columns.map(
      (column) =>
        new TableCell({
          children: [
            new Paragraph({
              alignment: alignmentOf(column.type),
              children: [new TextRun({ text: clean(column.heading), bold: true, size: SIZE.table })],
            }),
          ],
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: HEADING_FILL },
          verticalAlign: VerticalAlign.BOTTOM,
          borders: { bottom: { style: BorderStyle.SINGLE, size: 8, color: RULE_COLOR } },
        }),
    ),
  });
}

/**
 * The frame's document.xml before the end of the table of rows (`</w:tbl>`), and after
 * the marker's paragraph, which follows that table.
 */
function aroundRows(xml: string): [string, string] {
  // The last: nothing the report's texts put in the frame comes after it.
  const marker = xml.lastIndexOf(ROWS_MARKER);
  const tableEnd = xml.lastIndexOf('</w:tbl>', marker);
  const paragraphStart = tableEnd + '</w:tbl>'.length;
  const paragraphEnd = xml.indexOf('</w:p>', marker) + '</w:p>'.length;
  if (marker < 0 || tableEnd < 0 || !xml.startsWith('<w:p', paragraphStart) || paragraphEnd < marker) {
    throw new Error('The Word report’s frame has no place for its rows.');
  }
  return [xml.slice(0, tableEnd), xml.slice(paragraphEnd)];
}

/** The start of each column's cell up to its text, on a white row and on a shaded one. */
type CellTemplates = { plain: string; zebra: string }[];

function cellTemplates(layout: ReportLayout, widths: readonly number[]): CellTemplates {
  return layout.columns.map((column, i) => {
    const width = `<w:tcW w:type="dxa" w:w="${widths[i]}"/>`;
    const paragraph = `<w:p><w:pPr><w:jc w:val="${alignmentOf(column.type)}"/></w:pPr>`;
    return {
      plain: `<w:tc><w:tcPr>${width}</w:tcPr>${paragraph}`,
      zebra: `<w:tc><w:tcPr>${width}<w:shd w:val="clear" w:color="auto" w:fill="${ZEBRA_FILL}"/></w:tcPr>${paragraph}`,
    };
  });
}

const CELL_SIZE = `<w:sz w:val="${SIZE.table}"/><w:szCs w:val="${SIZE.table}"/>`;
const CELL_RUN = `<w:r><w:rPr>${CELL_SIZE}</w:rPr>`;
const BOLD_CELL_RUN = `<w:r><w:rPr><w:b/><w:bCs/>${CELL_SIZE}</w:rPr>`;

/**
 * A row of the table as WordprocessingML: a cell per column, a line break for each in a
 * text; every other row shaded, a totals row in bold.
 */
function rowXml(
  values: readonly ReportValue[],
  layout: ReportLayout,
  cells: CellTemplates,
  { zebra, bold }: { zebra: boolean; bold: boolean },
): string {
  let xml = '<w:tr><w:trPr><w:cantSplit/></w:trPr>';
  layout.columns.forEach((column, i) => {
    const text = formatValue(values[i] ?? null, column.type, layout.language);
    xml += zebra ? cells[i]!.zebra : cells[i]!.plain;
    if (text !== '') {
      const lines = escapeXml(clean(text)).split(/\r\n|\r|\n/);
      xml += `${bold ? BOLD_CELL_RUN : CELL_RUN}<w:t xml:space="preserve">${lines.join('</w:t><w:br/><w:t xml:space="preserve">')}</w:t></w:r>`;
    }
    xml += '</w:p></w:tc>';
  });
  return xml + '</w:tr>';
}

/** "Ukupno redova: 1.234" in bold under the table, or that there were no rows. */
function rowCountXml(layout: ReportLayout, count: number): string {
  const run =
    count > 0
      ? `<w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t xml:space="preserve">${escapeXml(clean(layout.texts.rowCount(count)))}</w:t></w:r>`
      : `<w:r><w:rPr><w:color w:val="${MUTED_COLOR}"/></w:rPr><w:t xml:space="preserve">${escapeXml(clean(layout.texts.noRows))}</w:t></w:r>`;
  return `<w:p><w:pPr><w:spacing w:before="120"/></w:pPr>${run}</w:p>`;
}

/** The widest value of each column in the first batch, in letters, its heading included. */
function widestOf(layout: ReportLayout, batch: readonly (readonly ReportValue[])[]): number[] {
  return layout.columns.map((column, i) => {
    let widest = Math.ceil(column.heading.length * 1.1);
    for (const values of batch) {
      const text = formatValue(values[i] ?? null, column.type, layout.language);
      for (const line of text.split('\n')) widest = Math.max(widest, line.length);
    }
    return widest;
  });
}

/** Numbers, hours and percentages on the right, as figures are read; the rest on the left. */
function alignmentOf(type: ReportColumnType): 'left' | 'right' {
  return type === 'number' || type === 'duration' || type === 'percentage'
    ? AlignmentType.RIGHT
    : AlignmentType.LEFT;
}

/**
 * The columns' widths in twips, filling `total`: each column as wide as its widest
 * value, texts sharing what is left (wrapping), all narrowed alike when they do not fit.
 * Also the dossier's tables' (dossier-docx.ts).
 */
export function columnWidthsOf(
  columns: readonly ReportColumnLayout[],
  widest: readonly number[],
  total: number,
): number[] {
  if (columns.length === 0) return [];
  const natural = columns.map((column, i) => {
    const chars = column.type === 'text' ? Math.min(widest[i]!, TEXT_CHARS_CAP) : widest[i]!;
    return Math.max(chars, 3) * CHAR_TWIPS + 2 * CELL_PADDING;
  });
  const texts = columns.map((column) => column.type === 'text');
  const fixed = natural.reduce((sum, width, i) => (texts[i] ? sum : sum + width), 0);
  const textNatural = natural.reduce((sum, width, i) => (texts[i] ? sum + width : sum), 0);
  const widths =
    textNatural > 0
      ? natural.map((width, i) =>
          texts[i] ? Math.max(MIN_TEXT_TWIPS, ((total - fixed) * width) / textNatural) : width,
        )
      : natural;
  const sum = widths.reduce((a, b) => a + b, 0);
  const scaled = widths.map((width) => Math.floor((width * total) / sum));
  // Whatever rounding left over goes to the last column, so that they add up to `total`.
  scaled[scaled.length - 1]! += total - scaled.reduce((a, b) => a + b, 0);
  return scaled;
}
