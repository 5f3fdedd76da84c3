import type { Writable } from 'node:stream';
import { type CatalogueLanguage, formatValue } from '@portal/i18n/server';

/*
 * What every report file is made of, whatever its format (decision 0026): the layout
 * (title, municipality, filters in words, columns, chart) and the rows, in batches, so
 * that a writer never needs the whole result at once where its format allows.
 */

export const REPORT_FORMATS = ['pdf', 'docx', 'xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The kinds of value a column holds: `duration` is a number of hours, `percentage` a
 * number from 0 to 100; `date` and `dateTime` are Date objects.
 */
export type ReportColumnType = 'text' | 'number' | 'date' | 'dateTime' | 'duration' | 'percentage';
export type ReportValue = string | number | Date | null;

export type ReportColumnLayout = {
  key: string;
  /** The heading in the report's language. */
  heading: string;
  type: ReportColumnType;
};

export type ChartKind = 'bar' | 'stackedBar' | 'line' | 'pie';

/** A chart over some of the report's columns, drawn from all rows. */
export type ReportChartLayout = {
  kind: ChartKind;
  /** The chart's heading, in the report's language. */
  title: string;
  /** The labels along the axis (or of the pie's slices). */
  categories: readonly string[];
  /** One series per value column: its name (the column heading) and a value per category. */
  series: readonly { name: string; values: readonly number[] }[];
};

export type ReportLayout = {
  language: CatalogueLanguage;
  /** The report's title, in the report's language. */
  title: string;
  /** The municipality's name as it is written on documents ("Grad Tuzla"). */
  municipality: string;
  /** The municipality's coat of arms as PNG, or null when it has none. */
  coatOfArms: Buffer | null;
  /** The filters used, written out in words, in the order of the form. */
  filters: readonly { label: string; value: string }[];
  generatedAt: Date;
  columns: readonly ReportColumnLayout[];
  chart?: ReportChartLayout & {
    /** The chart drawn as a PNG (chart.ts), for PDF, Word and Excel. */
    png: Buffer;
  };
  /**
   * The index of the row that totals the others, when the report has one (its last): it is
   * written in bold and not counted among the rows.
   */
  totalsRowIndex?: number;
  /** The fixed texts of a report file, in the report's language. */
  texts: ReportTexts;
};

/**
 * What the first lines and the footer of every document of the platform are made of: a
 * report (ReportLayout) or the document of one record (DossierLayout, dossier.ts).
 */
export type DocumentHead = {
  language: CatalogueLanguage;
  title: string;
  /** A line under the title (the record's name), if any. */
  subtitle?: string;
  /** The municipality's name as it is written on documents ("Grad Tuzla"). */
  municipality: string;
  /** The coat of arms as PNG, or null when the municipality has none. */
  coatOfArms: Buffer | null;
  generatedAt: Date;
};

export type ReportTexts = {
  /** "Filteri" */
  filters: string;
  /** "Bez filtera": no filter was set. */
  noFilters: string;
  /** "Izrađeno": before the date and time generated. */
  generated: string;
  /** "Nema podataka za odabrane filtere." */
  noRows: string;
  /** "Stranica 3 od 12" */
  page: (page: number, pages: number) => string;
  /** The name of Excel's chart sheet ("Grafikon"); the rows' sheet is named by `rowsSheet`. */
  chartSheet: string;
  rowsSheet: string;
  /** The total of rows under the table ("Ukupno redova: 1.234"). */
  rowCount: (count: number) => string;
};

/** The rows in batches, each row's values in the order of the columns. */
export type ReportRows = AsyncIterable<readonly (readonly ReportValue[])[]>;

/** Writes a report file to `out` and ends it; rejects when the file could not be made. */
export type ReportWriter = (layout: ReportLayout, rows: ReportRows, out: Writable) => Promise<void>;

/** A value as the report's language writes it (the web's preview writes it the same way). */
export { formatValue };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size in pixels, from its IHDR chunk (the first, from byte 16): the pictures a report holds. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG)) throw new Error('A report picture is not a PNG.');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Whether the row at `index` (from 0) totals the others. */
export function isTotalsRow(layout: ReportLayout, index: number): boolean {
  return layout.totalsRowIndex === index;
}

/** The rows a file says it has ("Ukupno redova: 12"): a totals row is not one of them. */
export function rowsCounted(layout: ReportLayout, written: number): number {
  return layout.totalsRowIndex !== undefined && written > layout.totalsRowIndex ? written - 1 : written;
}

/** Rows given at once, as one batch: for tests and small reports. */
export async function* rowsOf(rows: readonly (readonly ReportValue[])[]): ReportRows {
  if (rows.length > 0) yield rows;
}
