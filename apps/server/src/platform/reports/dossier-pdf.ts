import { pipeline } from 'node:stream/promises';
import { formatDateTime } from '@portal/i18n/server';
import type { Content, ContentStack, ContentText, TableCell } from 'pdfmake/interfaces';
import { pdfStream } from '../pdf';
import { formatValue } from './document';
import type { DossierBlock, DossierPicture, DossierSubsection, DossierWriter } from './dossier';
import { fitPicture } from './dossier';
import {
  A4,
  MARGIN,
  MUTED_COLOR,
  TABLE_LAYOUT,
  alignmentOf,
  contentBox,
  documentFrame,
  headerContent,
  imageDataUrl,
} from './pdf-parts';

/*
 * The document of one record as PDF (decision 0026), in the frame every PDF of the
 * platform shares (pdf-parts.ts): A4 upright, the coat of arms beside the municipality,
 * the title and the record's name, when it was made; then each section under its
 * heading (never left alone at the foot of a page), its fields as a table of two
 * columns, its texts with their line breaks, its tables with headings repeated on every
 * page, its pictures as wide as the page with their captions.
 */

/** A picture takes at most this share of the page's height. */
const PICTURE_HEIGHT_SHARE = 0.55;
/** Points per pixel at 96 to the inch. */
const POINTS_PER_PIXEL = 0.75;
const FIELD_LABEL_WIDTH = 150;
const HEADING_COLOR = '#1f4e79';
/** The room a line of text or a table's row takes at least, in points. */
const LINE_ROOM = 24;

export const writeDossierPdf: DossierWriter = async (layout, out) => {
  const box = contentBox(false);
  const images: Record<string, string> = {};
  /** The pieces that are unbreakable pictures (or begin with one). */
  const pictures = new WeakSet<object>();
  const picture = (p: DossierPicture): Content => {
    const name = `picture${Object.keys(images).length}`;
    images[name] = imageDataUrl(p.data, p.type);
    const size = fitPicture(
      { width: p.width * POINTS_PER_PIXEL, height: p.height * POINTS_PER_PIXEL },
      { width: box.width, height: box.height * PICTURE_HEIGHT_SHARE },
    );
    const shown: ContentStack = {
      stack: [
        { image: name, width: size.width, height: size.height, alignment: 'center', margin: [0, 6, 0, 0] },
        { text: p.caption, fontSize: 8.5, color: MUTED_COLOR, alignment: 'center', margin: [0, 3, 0, 6] },
      ],
      unbreakable: true,
    };
    pictures.add(shown);
    return shown;
  };

  const blockContent = (block: Exclude<DossierBlock, { kind: 'pictures' }>): Content => {
    switch (block.kind) {
      case 'fields':
        return {
          table: {
            widths: [FIELD_LABEL_WIDTH, '*'],
            dontBreakRows: true,
            body: block.fields.map((field): TableCell[] => [
              { text: field.label, bold: true, color: MUTED_COLOR },
              { text: formatValue(field.value, field.type ?? 'text', layout.language) || '–' },
            ]),
          },
          layout: 'noBorders',
          margin: [0, 2, 0, 6],
        };
      case 'text':
        return { text: block.text, margin: [0, 2, 0, 6] };
      case 'note':
        return { text: block.text, color: MUTED_COLOR, margin: [0, 2, 0, 6] };
      case 'table': {
        const alignments = block.columns.map((column) => alignmentOf(column.type));
        const anyText = block.columns.some((column) => column.type === 'text');
        return {
          table: {
            headerRows: 1,
            keepWithHeaderRows: 1,
            dontBreakRows: true,
            widths: block.columns.map((column) => (!anyText || column.type === 'text' ? '*' : 'auto')),
            body: [
              block.columns.map((column, i) => ({
                text: column.heading,
                bold: true,
                alignment: alignments[i],
              })),
              ...block.rows.map((values) =>
                block.columns.map((column, i) => ({
                  text: formatValue(values[i] ?? null, column.type, layout.language),
                  alignment: alignments[i],
                  // A date or a figure on one line: pdfmake narrows 'auto' columns when
                  // the texts beside them are long, and would break "01.10.2025. 10:30".
                  noWrap: column.type !== 'text',
                })),
              ),
            ],
          },
          layout: TABLE_LAYOUT,
          fontSize: 8.5,
          lineHeight: 1.1,
          margin: [0, 2, 0, 8],
        };
      }
    }
  };
  const blocksContent = (block: DossierBlock | DossierSubsection): Content[] =>
    block.kind === 'section'
      ? headed(heading(block.heading, 2), block.blocks)
      : block.kind === 'pictures'
        ? block.pictures.map(picture)
        : [blockContent(block)];
  /**
   * A heading and what it heads. pageBreakBefore (below) keeps a heading off the foot of a
   * page, but it judges by where pdfmake first placed the nodes, and an unbreakable picture
   * moved to the next page keeps its first place: a heading over a picture is made one
   * unbreakable piece with it instead.
   */
  const headed = (title: ContentText, blocks: readonly (DossierBlock | DossierSubsection)[]): Content[] => {
    const [first, ...rest] = blocks.flatMap(blocksContent);
    if (first !== undefined && pictures.has(first as object)) {
      // One level of pieces: pdfmake loses what is in an unbreakable inside an unbreakable.
      // Nor does the heading keep its level: a page break inside an unbreakable loses it too.
      const { headlineLevel: _level, ...plain } = title;
      const piece: ContentStack = { stack: [plain, ...(first as ContentStack).stack], unbreakable: true };
      pictures.add(piece);
      return [piece, ...rest];
    }
    return [title, ...(first === undefined ? [] : [first]), ...rest];
  };

  const content: Content[] = [
    headerContent(layout),
    {
      text: `${layout.texts.generated} ${formatDateTime(layout.generatedAt)}`,
      color: MUTED_COLOR,
      margin: [0, 8, 0, 4],
    },
  ];
  for (const section of layout.sections) {
    content.push(
      ...headed(heading(section.heading, 1), section.blocks.slice(0, 1)),
      ...section.blocks.slice(1).flatMap(blocksContent),
    );
  }

  const definition = documentFrame(layout, { landscape: false, content, images, page: layout.texts.page });
  // A heading is never the last thing on a page: it moves to the next with what it heads.
  // What follows it on its page is below it, with room for a line before the page's foot;
  // pdfmake also lists there the first place of a table it then moved on (its rows kept
  // together with the headings), just above the foot, and the footer's texts, which are
  // placed in a frame of their own (near its top).
  const foot = A4.height - MARGIN.bottom - LINE_ROOM;
  definition.pageBreakBefore = (node, nodes) =>
    node.headlineLevel !== undefined &&
    !nodes
      .getFollowingNodesOnPage()
      .some(
        (following) =>
          following.startPosition.top > node.startPosition.top && following.startPosition.top < foot,
      );
  const doc = await pdfStream(definition);
  const written = pipeline(doc, out);
  doc.end();
  await written;
};

/** A section's heading (level 1) or a sub-section's (level 2): a plain text, as pageBreakBefore looks at it. */
function heading(text: string, level: 1 | 2): ContentText {
  return level === 1
    ? { text, bold: true, fontSize: 13, color: HEADING_COLOR, headlineLevel: 1, margin: [0, 14, 0, 4] }
    : { text, bold: true, fontSize: 11, headlineLevel: 2, margin: [0, 8, 0, 2] };
}
