import type { Column, Content, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentHead, ReportColumnType } from './document';

/*
 * What every PDF of the platform's documents shares (decision 0026): the tabular report
 * (pdf-report.ts) and the document of one record (dossier-pdf.ts). A4, the fonts of
 * platform/pdf.ts (Roboto: the Latin letters of the three languages and Serbian
 * Cyrillic), the coat of arms beside the municipality and the title, the title and
 * "Stranica 3 od 12" in every page's footer, the tables' light lines.
 */

/** Points: A4 is 595.28 × 841.89. */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = { left: 40, top: 40, right: 40, bottom: 50 };
export const COAT_OF_ARMS_HEIGHT = 40;

export const TEXT_COLOR = '#1f2933';
export const MUTED_COLOR = '#52606d';
export const HEADING_FILL = '#d9e2f3';
export const ZEBRA_FILL = '#f5f7fa';
export const RULE_COLOR = '#8ea9db';

/** Light lines under the headings and between rows; every other row on a faint fill. */
export const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: (i) => (i === 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? RULE_COLOR : '#d3dae3'),
  fillColor: (rowIndex) => (rowIndex === 0 ? HEADING_FILL : rowIndex % 2 === 0 ? ZEBRA_FILL : null),
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** The size of the page's content, in points. */
export function contentBox(landscape: boolean): { width: number; height: number } {
  const page = landscape ? { width: A4.height, height: A4.width } : A4;
  return {
    width: page.width - MARGIN.left - MARGIN.right,
    height: page.height - MARGIN.top - MARGIN.bottom,
  };
}

/**
 * The frame of a document: page, fonts, metadata, the coat of arms among the pictures
 * (as `coatOfArms`, which headerContent shows) and the footer.
 */
export function documentFrame(
  head: DocumentHead,
  options: {
    landscape: boolean;
    content: Content[];
    /** Further pictures by name, as data URLs. */
    images?: Record<string, string>;
    page: (page: number, pages: number) => string;
  },
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageOrientation: options.landscape ? 'landscape' : 'portrait',
    pageMargins: [MARGIN.left, MARGIN.top, MARGIN.right, MARGIN.bottom],
    info: { title: head.title, author: head.municipality, creationDate: head.generatedAt },
    language: head.language === 'sr_cyr' ? 'sr-Cyrl' : head.language,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, color: TEXT_COLOR },
    images: {
      ...(head.coatOfArms ? { coatOfArms: pngDataUrl(head.coatOfArms) } : {}),
      ...options.images,
    },
    content: options.content,
    footer: (current, total) => ({
      columns: [
        { text: head.title, width: '*' },
        { text: options.page(current, total), width: 'auto', alignment: 'right' },
      ],
      columnGap: 12,
      fontSize: 7.5,
      color: MUTED_COLOR,
      margin: [MARGIN.left, 20, MARGIN.right, 0],
    }),
  };
}

/** The coat of arms (when there is one) beside the municipality, the title and the subtitle. */
export function headerContent(head: DocumentHead): Content {
  const names: Column = {
    stack: [
      { text: head.municipality, fontSize: 11 },
      { text: head.title, bold: true, fontSize: 16, lineHeight: 1.1 },
      ...(head.subtitle
        ? [{ text: head.subtitle, fontSize: 12, margin: [0, 2, 0, 0] } satisfies Content]
        : []),
    ],
    width: '*',
  };
  if (!head.coatOfArms) return names;
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
export function alignmentOf(type: ReportColumnType): 'left' | 'right' {
  return type === 'number' || type === 'duration' || type === 'percentage' ? 'right' : 'left';
}

export function pngDataUrl(png: Buffer): string {
  return imageDataUrl(png, 'png');
}

export function imageDataUrl(data: Buffer, type: 'png' | 'jpeg'): string {
  return `data:image/${type};base64,${data.toString('base64')}`;
}
