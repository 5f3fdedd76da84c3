import {
  BorderStyle,
  Footer,
  HeadingLevel,
  ImageRun,
  PageNumber,
  PageOrientation,
  Paragraph,
  Tab,
  TabStopType,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IPropertiesOptions,
  type IRunOptions,
  type ISectionPropertiesOptions,
} from 'docx';
import { type DocumentHead, pngSize } from './document';
import {
  A4,
  CELL_PADDING,
  COAT_OF_ARMS_HEIGHT,
  FONT,
  FOOTER_MARGIN,
  LINE_COLOR,
  MARGIN,
  MUTED_COLOR,
  SIZE,
  TEXT_COLOR,
  TWIPS_PER_PIXEL,
  WORD_LANGUAGE,
  clean,
} from './docx-style';

/*
 * What every Word document of the platform shares (decision 0026): the tabular report
 * (docx-report.ts) and the document of one record (dossier-docx.ts). The page, the
 * styles, the coat of arms beside the municipality and the title, and the footer with
 * the title and "Stranica 3 od 12" made of Word's PAGE and NUMPAGES fields.
 */

/** A table's light lines: between rows and under it, none at the sides. */
export const TABLE_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.SINGLE, size: 4, color: LINE_COLOR },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.SINGLE, size: 4, color: LINE_COLOR },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
} as const;

export type PageLayout = { landscape: boolean; usable: { width: number; height: number } };

export function pageLayout(landscape: boolean): PageLayout {
  const page = landscape ? { width: A4.height, height: A4.width } : A4;
  return { landscape, usable: { width: page.width - 2 * MARGIN, height: page.height - 2 * MARGIN } };
}

/** The document's metadata and styles: Calibri in the document's language, Heading 1 for the title. */
export function documentOptions(head: DocumentHead): Omit<IPropertiesOptions, 'sections'> {
  return {
    title: clean(head.title),
    creator: clean(head.municipality),
    styles: {
      default: {
        document: {
          run: {
            font: FONT,
            size: SIZE.text,
            color: TEXT_COLOR,
            language: { value: WORD_LANGUAGE[head.language] },
          },
        },
        heading1: {
          run: { font: FONT, size: SIZE.title, bold: true, color: TEXT_COLOR },
          paragraph: { spacing: { before: 0, after: 0 } },
        },
        heading2: {
          run: { font: FONT, size: SIZE.heading, bold: true, color: TEXT_COLOR },
          paragraph: { spacing: { before: 320, after: 120 }, keepNext: true },
        },
        heading3: {
          run: { font: FONT, size: SIZE.subheading, bold: true, color: TEXT_COLOR },
          paragraph: { spacing: { before: 200, after: 80 }, keepNext: true },
        },
      },
    },
  };
}

/** A4 upright or turned, with margins of 2 cm. */
export function sectionProperties(page: PageLayout): ISectionPropertiesOptions {
  return {
    page: {
      size: {
        width: A4.width,
        height: A4.height,
        orientation: page.landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
      },
      margin: {
        top: MARGIN,
        right: MARGIN,
        bottom: MARGIN,
        left: MARGIN,
        footer: FOOTER_MARGIN,
        header: FOOTER_MARGIN,
      },
    },
  };
}

/** The coat of arms (when there is one) beside the municipality, the title and the subtitle. */
export function headerOf(head: DocumentHead, width: number): (Paragraph | Table)[] {
  const names = [
    new Paragraph({ children: [new TextRun({ text: clean(head.municipality), size: SIZE.municipality })] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(clean(head.title))] }),
    ...(head.subtitle
      ? [
          new Paragraph({
            spacing: { before: 40 },
            children: [new TextRun({ text: clean(head.subtitle), size: SIZE.heading })],
          }),
        ]
      : []),
  ];
  if (!head.coatOfArms) return names;
  const size = pngSize(head.coatOfArms);
  const picture = {
    height: COAT_OF_ARMS_HEIGHT,
    width: Math.max(1, Math.round((COAT_OF_ARMS_HEIGHT * size.width) / size.height)),
  };
  const pictureColumn = picture.width * TWIPS_PER_PIXEL + 2 * CELL_PADDING + 120;
  return [
    new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: [pictureColumn, width - pictureColumn],
      layout: TableLayoutType.FIXED,
      borders: TableBorders.NONE,
      rows: [
        new TableRow({
          children: [
            new TableCell({
              verticalAlign: VerticalAlign.CENTER,
              children: [
                new Paragraph({
                  children: [
                    new ImageRun({
                      type: 'png',
                      data: head.coatOfArms,
                      transformation: picture,
                      altText: {
                        name: 'coat of arms',
                        title: clean(head.municipality),
                        description: clean(head.municipality),
                      },
                    }),
                  ],
                }),
              ],
            }),
            new TableCell({ verticalAlign: VerticalAlign.CENTER, children: names }),
          ],
        }),
      ],
    }),
  ];
}

/** The title on the left, "Stranica 3 od 12" on the right, in small grey letters. */
export function footerOf(
  title: string,
  page: (page: number, pages: number) => string,
  width: number,
): Footer {
  const style = { size: SIZE.footer, color: MUTED_COLOR };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: width }],
        children: [
          new TextRun({ text: clean(title), ...style }),
          new TextRun({ children: [new Tab(), ...pageNumberText(page)], ...style }),
        ],
      }),
    ],
  });
}

/**
 * `page` with Word's fields for the page and the number of pages, in the language's
 * word order: the text is made with -1 and -2 for them, then split around those.
 */
function pageNumberText(page: (page: number, pages: number) => string): NonNullable<IRunOptions['children']> {
  const parts = clean(page(-1, -2))
    .split(/([-\u2212]1|[-\u2212]2)/)
    .filter((part) => part !== '');
  const fields = parts.filter((part) => /^[-\u2212][12]$/.test(part));
  if (fields.length !== 2) return [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES];
  return parts.map((part) =>
    /^[-\u2212]1$/.test(part)
      ? PageNumber.CURRENT
      : /^[-\u2212]2$/.test(part)
        ? PageNumber.TOTAL_PAGES
        : part,
  );
}
