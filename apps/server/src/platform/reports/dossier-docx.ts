import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatDateTime } from '@portal/i18n/server';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { formatValue } from './document';
import type { DossierBlock, DossierPicture, DossierWriter } from './dossier';
import { fitPicture } from './dossier';
import {
  TABLE_BORDERS,
  documentOptions,
  footerOf,
  headerOf,
  pageLayout,
  sectionProperties,
} from './docx-parts';
import { columnWidthsOf, headingRowOf } from './docx-report';
import { CELL_PADDING, MUTED_COLOR, SIZE, TWIPS_PER_PIXEL, ZEBRA_FILL, clean } from './docx-style';
import { alignmentOf } from './pdf-parts';

/*
 * The document of one record as Word (decision 0026): the same content as its PDF
 * (dossier-pdf.ts), in the page, styles, header and footer every Word document of the
 * platform shares (docx-parts.ts). Sections under Heading 2, sub-sections under
 * Heading 3 (Word's navigation pane lists them), fields as a table of two columns
 * without lines, texts a paragraph per line, tables with their heading row repeated on
 * every page, pictures as wide as the page with their captions. A dossier is small, so
 * docx builds it whole.
 */

/** A picture takes at most this share of the page's height. */
const PICTURE_HEIGHT_SHARE = 0.55;
/** The width of the fields' labels, in twips (4.5 cm). */
const FIELD_LABEL_TWIPS = 2_550;

export const writeDossierDocx: DossierWriter = async (layout, out) => {
  const page = pageLayout(false);
  const width = page.usable.width;

  const paragraphs = (text: string, color?: string): Paragraph[] =>
    clean(text)
      .split(/\r\n|\r|\n/)
      .map(
        (line) =>
          new Paragraph({
            spacing: { after: 60 },
            children: [new TextRun({ text: line, ...(color ? { color } : {}) })],
          }),
      );

  const picture = (p: DossierPicture): Paragraph[] => {
    const size = fitPicture(
      { width: p.width, height: p.height },
      {
        width: Math.floor(width / TWIPS_PER_PIXEL),
        height: Math.floor((page.usable.height * PICTURE_HEIGHT_SHARE) / TWIPS_PER_PIXEL),
      },
    );
    return [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        keepNext: true,
        spacing: { before: 120 },
        children: [
          new ImageRun({
            type: p.type === 'png' ? 'png' : 'jpg',
            data: p.data,
            transformation: { width: Math.round(size.width), height: Math.round(size.height) },
            altText: { name: clean(p.caption), title: clean(p.caption), description: clean(p.caption) },
          }),
        ],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 160 },
        children: [new TextRun({ text: clean(p.caption), size: SIZE.table, color: MUTED_COLOR })],
      }),
    ];
  };

  const blockContent = (block: DossierBlock): (Paragraph | Table)[] => {
    switch (block.kind) {
      case 'fields':
        return [
          new Table({
            width: { size: width, type: WidthType.DXA },
            columnWidths: [FIELD_LABEL_TWIPS, width - FIELD_LABEL_TWIPS],
            layout: TableLayoutType.FIXED,
            borders: TableBorders.NONE,
            margins: { top: 20, bottom: 20, left: 0, right: CELL_PADDING },
            rows: block.fields.map(
              (field) =>
                new TableRow({
                  cantSplit: true,
                  children: [
                    new TableCell({
                      children: [
                        new Paragraph({
                          children: [
                            new TextRun({ text: clean(field.label), bold: true, color: MUTED_COLOR }),
                          ],
                        }),
                      ],
                    }),
                    new TableCell({
                      children: paragraphs(
                        formatValue(field.value, field.type ?? 'text', layout.language) || '–',
                      ),
                    }),
                  ],
                }),
            ),
          }),
          new Paragraph({ spacing: { after: 60 }, children: [] }),
        ];
      case 'text':
        return paragraphs(block.text);
      case 'note':
        return paragraphs(block.text, MUTED_COLOR);
      case 'table': {
        const texts = block.rows.map((values) =>
          block.columns.map((column, i) => formatValue(values[i] ?? null, column.type, layout.language)),
        );
        const widest = block.columns.map((column, i) =>
          Math.max(
            Math.ceil(column.heading.length * 1.1),
            ...texts.map((row) => Math.max(0, ...row[i]!.split('\n').map((line) => line.length))),
          ),
        );
        const widths = columnWidthsOf(block.columns, widest, width);
        return [
          new Table({
            rows: [
              headingRowOf(block),
              ...texts.map(
                (row, r) =>
                  new TableRow({
                    cantSplit: true,
                    children: row.map(
                      (text, i) =>
                        new TableCell({
                          width: { size: widths[i]!, type: WidthType.DXA },
                          ...(r % 2 === 1
                            ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: ZEBRA_FILL } }
                            : {}),
                          children: [
                            new Paragraph({
                              alignment: alignmentOf(block.columns[i]!.type),
                              children: clean(text)
                                .split(/\r\n|\r|\n/)
                                .map(
                                  (line, l) =>
                                    new TextRun({ text: line, size: SIZE.table, break: l > 0 ? 1 : 0 }),
                                ),
                            }),
                          ],
                        }),
                    ),
                  }),
              ),
            ],
            width: { size: width, type: WidthType.DXA },
            columnWidths: widths,
            layout: TableLayoutType.FIXED,
            margins: { top: 30, bottom: 30, left: CELL_PADDING, right: CELL_PADDING },
            borders: TABLE_BORDERS,
          }),
          new Paragraph({ spacing: { after: 60 }, children: [] }),
        ];
      }
      case 'pictures':
        return block.pictures.flatMap(picture);
    }
  };

  const children: (Paragraph | Table)[] = [
    ...headerOf(layout, width),
    new Paragraph({
      spacing: { before: 160, after: 80 },
      children: [
        new TextRun({
          text: clean(`${layout.texts.generated} ${formatDateTime(layout.generatedAt)}`),
          color: MUTED_COLOR,
        }),
      ],
    }),
  ];
  for (const section of layout.sections) {
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(clean(section.heading))] }),
    );
    for (const block of section.blocks) {
      if (block.kind === 'section') {
        children.push(
          new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(clean(block.heading))] }),
          ...block.blocks.flatMap(blockContent),
        );
      } else {
        children.push(...blockContent(block));
      }
    }
  }

  const document = new Document({
    ...documentOptions(layout),
    sections: [
      {
        properties: sectionProperties(page),
        footers: { default: footerOf(layout.title, layout.texts.page, width) },
        children,
      },
    ],
  });
  await pipeline(Readable.from([await Packer.toBuffer(document)]), out);
};
