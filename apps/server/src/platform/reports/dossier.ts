import type { Writable } from 'node:stream';
import sharp from 'sharp';
import type { DocumentHead, ReportColumnLayout, ReportColumnType, ReportValue } from './document';

/*
 * The document of one record (decision 0026, "Documents of one record"): a complaint with
 * its answers, comments, history and photos; a council session with its agenda, documents
 * and votes. Whatever its format (dossier-pdf.ts, dossier-docx.ts, dossier-xlsx.ts), it is
 * the head every document has (coat of arms, municipality, title, when it was made), then
 * sections, each a heading and blocks, with sub-sections one level deep.
 */

export const DOSSIER_FORMATS = ['pdf', 'docx', 'xlsx'] as const;
export type DossierFormat = (typeof DOSSIER_FORMATS)[number];

/** A label and its value, written as the type says (dates dd.mm.yyyy., local numbers); text by default. */
export type DossierField = { label: string; value: ReportValue; type?: ReportColumnType };

/** A picture, already JPEG or PNG (dossierPicture), shown as wide as the page (fitPicture). */
export type DossierPicture = {
  data: Buffer;
  type: 'jpeg' | 'png';
  /** Pixels. */
  width: number;
  height: number;
  caption: string;
};

export type DossierBlock =
  | { kind: 'fields'; fields: readonly DossierField[] }
  /** A text as it was written: its line breaks kept. */
  | { kind: 'text'; text: string }
  /** A short remark in grey ("No answers yet."). */
  | { kind: 'note'; text: string }
  | {
      kind: 'table';
      columns: readonly ReportColumnLayout[];
      rows: readonly (readonly ReportValue[])[];
    }
  | { kind: 'pictures'; pictures: readonly DossierPicture[] };

/** A section inside a section (one answer of several): no deeper. */
export type DossierSubsection = { kind: 'section'; heading: string; blocks: readonly DossierBlock[] };

export type DossierSection = {
  heading: string;
  blocks: readonly (DossierBlock | DossierSubsection)[];
};

export type DossierLayout = DocumentHead & {
  sections: readonly DossierSection[];
  /** The fixed texts, in the document's language. */
  texts: {
    /** "Izrađeno": before the date and time generated. */
    generated: string;
    /** "Stranica 3 od 12" */
    page: (page: number, pages: number) => string;
    /** The name of Excel's first sheet, which holds everything but the tables ("Podaci"). */
    mainSheet: string;
  };
};

/** Writes a document of one record to `out` and ends it; rejects when it could not be made. */
export type DossierWriter = (layout: DossierLayout, out: Writable) => Promise<void>;

/** The longest side a picture is kept at: sharp enough on A4, without carrying a camera's megapixels. */
const PICTURE_MAX_SIDE = 1400;

/**
 * A stored image made ready for a document: turned upright, made at most PICTURE_MAX_SIDE
 * on its longer side, as JPEG (PNG when it has transparency), which every writer embeds.
 * Null when the bytes are no picture sharp can read: the document goes on without it.
 */
export async function dossierPicture(bytes: Uint8Array, caption: string): Promise<DossierPicture | null> {
  try {
    const image = sharp(bytes, { failOn: 'error' }).rotate();
    const metadata = await image.metadata();
    const resized = image.resize({
      width: PICTURE_MAX_SIDE,
      height: PICTURE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const type = metadata.hasAlpha ? 'png' : 'jpeg';
    const { data, info } = await (
      type === 'png'
        ? resized.png({ compressionLevel: 8 })
        : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
    ).toBuffer({ resolveWithObject: true });
    return { data, type, width: info.width, height: info.height, caption };
  } catch {
    return null;
  }
}

/**
 * `size` scaled to fit `box`, keeping its proportions: as wide as the page, unless that
 * makes it taller than the box allows. A small picture is enlarged too, so that the
 * pictures of a document are alike.
 */
export function fitPicture(
  size: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { width: Math.max(1, size.width * scale), height: Math.max(1, size.height * scale) };
}
