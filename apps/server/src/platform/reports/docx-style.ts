import type { CatalogueLanguage } from '@portal/i18n/server';

/* The Word report's measures, colours and small helpers (docx-report.ts). */

/** Twips (1/20 pt): A4 is 11,906 × 16,838; margins of 2 cm. */
export const A4 = { width: 11_906, height: 16_838 };
export const MARGIN = 1_134;
export const FOOTER_MARGIN = 567;
/** Word's pictures are sized in pixels at 96 to the inch: 15 twips a pixel. */
export const TWIPS_PER_PIXEL = 15;
/** The most columns that fit an A4 page upright. */
export const PORTRAIT_COLUMNS = 5;
/** 40 pt, in pixels. */
export const COAT_OF_ARMS_HEIGHT = Math.round((40 * 96) / 72);
/** The chart takes at most this share of the page's height, so the table may start under it. */
export const CHART_HEIGHT_SHARE = 0.4;

/**
 * A font with Latin and Cyrillic letters that every Word has. Sizes are in half points.
 */
export const FONT = 'Calibri';
export const SIZE = {
  text: 20,
  table: 18,
  footer: 16,
  municipality: 22,
  title: 32,
  heading: 26,
  subheading: 22,
};
export const TEXT_COLOR = '1F2933';
export const MUTED_COLOR = '52606D';
export const HEADING_FILL = 'D9E2F3';
export const ZEBRA_FILL = 'F5F7FA';
export const RULE_COLOR = '8EA9DB';
export const LINE_COLOR = 'D3DAE3';

/** The width of an average letter of the table's 9 pt Calibri, in twips, with some room. */
export const CHAR_TWIPS = 100;
export const CELL_PADDING = 80;
/** The narrowest a column of text becomes before every column is narrowed instead. */
export const MIN_TEXT_TWIPS = 1_400;
/** A column of text is not sized for more letters than this: longer texts wrap. */
export const TEXT_CHARS_CAP = 60;

/** The language Word's spelling checker takes the texts to be in. */
export const WORD_LANGUAGE: Record<CatalogueLanguage, string> = {
  bs: 'bs-Latn-BA',
  hr: 'hr-HR',
  sr_cyr: 'sr-Cyrl-BA',
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `size` made to fit `box`, keeping its proportions. */
export function fitted(size: { width: number; height: number }, box: { width: number; height: number }) {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/** Without the control characters XML may not hold (a pasted text can carry them). */
export function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}
