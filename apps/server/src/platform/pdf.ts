import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { parseRichText } from '@portal/i18n/server';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

/**
 * Roboto, which covers the Latin letters of the three languages and all of Serbian
 * Cyrillic: pdfmake's documents and the reports drawn with pdfkit (reports/pdf-report.ts).
 */
export const ROBOTO = {
  normal: path.join(fontDir, 'Roboto-Regular.ttf'),
  bold: path.join(fontDir, 'Roboto-Medium.ttf'),
  italics: path.join(fontDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
};
pdfmake.setFonts({ Roboto: ROBOTO });
// Documents are built from our own texts: they may read the fonts and nothing else.
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
pdfmake.setUrlAccessPolicy(() => false);

function createPdf(definition: TDocumentDefinitions) {
  return pdfmake.createPdf({
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    ...definition,
  });
}

export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return createPdf(definition).getBuffer();
}

/**
 * The document as pdfkit's readable stream, laid out but not ended: pipe it somewhere,
 * then call its end(). For large documents, whose bytes need not be joined into one Buffer.
 */
export function pdfStream(definition: TDocumentDefinitions): Promise<PDFKit.PDFDocument> {
  return createPdf(definition).getStream();
}

/** A catalogue text (paragraphs, "- " lists) as PDF content. */
export function richTextContent(text: string): Content[] {
  return parseRichText(text).map((block) =>
    block.kind === 'paragraph'
      ? { text: block.text, margin: [0, 0, 0, 6] as [number, number, number, number] }
      : { ul: block.items, margin: [0, 0, 0, 6] as [number, number, number, number] },
  );
}
