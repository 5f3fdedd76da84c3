import { z } from 'zod';
import { PageRequest, zLanguageId } from './common';
import {
  type AnyEndpoint,
  defineEndpoint,
  type Endpoint,
  type EndpointAccess,
  type FileResponse,
} from './endpoint';
import type { CodeListName } from './modules/code-lists/code-lists';

/*
 * A report is declared once, here in contracts (decision 0026): its name, group, who may
 * run it, its filters, its columns and optionally a chart. The platform gives each its
 * Search and Export calls; the server module supplies one query; the web draws its page.
 */

export const REPORT_EXPORT_FORMATS = ['pdf', 'docx', 'xlsx', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** The content type and extension of each export format. */
export const reportFormatFiles: Record<ReportExportFormat, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
};

/**
 * What a column holds: `duration` a number of hours, `percentage` a number from 0 to 100,
 * `date` and `dateTime` ISO strings in JSON (Date values on the server).
 */
export type ReportColumnType = 'text' | 'number' | 'date' | 'dateTime' | 'duration' | 'percentage';

export type ReportColumn = {
  readonly key: string;
  /** Catalogue key of the heading (`reports.columns.category`). */
  readonly label: string;
  readonly type: ReportColumnType;
};

/** A chart over the rows: the categories from one column, a series per value column. */
export type ReportChart = {
  readonly kind: 'bar' | 'stackedBar' | 'line' | 'pie';
  /** The column whose values name the categories (the x axis, or the pie's slices). */
  readonly category: string;
  /** The number columns drawn, one series each. */
  readonly values: readonly string[];
};

/**
 * Where the web finds a lookup filter's choices: a code list's dropdown, or a GET call
 * taking `{ languageId }` as its parameters and answering `{ id, name }` items.
 */
export type ReportLookupOptions = { readonly codeList: CodeListName } | { readonly endpoint: AnyEndpoint };

/**
 * How a filter is shown and written out in words on the file: a date, a yes/no, an
 * enumeration (its values and catalogue under `enums.<catalogue>`), or an id whose name the
 * server module looks up (`lookups`) and whose choices the web reads from `options`.
 */
export type ReportFilterKind =
  | { readonly kind: 'date' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly catalogue: string; readonly values: readonly number[] }
  | { readonly kind: 'lookup'; readonly options: ReportLookupOptions };

export type ReportFilter = ReportFilterKind & {
  /** Catalogue key of the filter's label. */
  readonly label: string;
};

export type ReportValue = string | number | null;

type FilterShape = z.ZodRawShape;

export type ReportDeclaration<F extends FilterShape = FilterShape> = {
  /** PascalCase, unique over the portal: the calls are /api/Reports/<name>/Search and /Export. */
  readonly name: string;
  /** The module that serves it (its folder name). */
  readonly module: string;
  /** Catalogue key of the report's group on the reports page (`reports.groups.complaints`). */
  readonly group: string;
  /** Catalogue keys of its title and a one-line description. */
  readonly title: string;
  readonly description: string;
  readonly access: EndpointAccess;
  /** The filters' fields (every one optional), each with how it is written out. */
  readonly filters: F;
  readonly filterLabels: { readonly [K in keyof F]: ReportFilter };
  readonly columns: readonly ReportColumn[];
  readonly chart?: ReportChart;
  /**
   * The last row totals the rows above it (usage statistics' "Ukupno"): the files write it
   * in bold and do not count it among the rows, and the web marks it too.
   */
  readonly totalsRow?: boolean;
};

export type Report<F extends FilterShape = FilterShape> = ReportDeclaration<F> & {
  readonly search: Endpoint<undefined, undefined, z.ZodType, typeof ReportPage>;
  readonly export: Endpoint<undefined, undefined, z.ZodType, FileResponse>;
  /** The same export made as a job (the web's way): answers the job, whose file comes later. */
  readonly exportJob: Endpoint<undefined, undefined, z.ZodType, typeof ReportJob>;
};

export type AnyReport = Report;

/** A report's search answer: a page of rows (values by column key), the total, and the chart's data. */
export const ReportPage = z.object({
  items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totalCount: z.number().int(),
  /** The chart over all rows (absent when the report has none, or too many rows to draw). */
  chart: z
    .object({
      categories: z.array(z.string()),
      series: z.array(z.object({ key: z.string(), values: z.array(z.number()) })),
    })
    .nullable(),
});
export type ReportPage = z.infer<typeof ReportPage>;

/** Queued 1, Running 2, Done 3, Failed 4. */
export const ReportJobStatus = { Queued: 1, Running: 2, Done: 3, Failed: 4 } as const;
export type ReportJobStatus = (typeof ReportJobStatus)[keyof typeof ReportJobStatus];

/**
 * An export made in the background: queued, written by whichever server process claims it,
 * its file kept for a day under "my reports" (decision 0026).
 */
export const ReportJob = z.object({
  id: z.string().uuid(),
  /** The report's name (its declaration gives the title). */
  report: z.string(),
  format: z.enum(REPORT_EXPORT_FORMATS),
  /** 1 queued, 2 being written, 3 done, 4 failed. */
  status: z.number().int(),
  /** Rows written so far and in all (the total is known once the job starts). */
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  /** The file's name and size once done. */
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed: a message key (`report_too_many_rows`) translated by the web. */
  error: z.string().nullable(),
  /** The values of the failure's message (`{ count, maximum }`), or null. */
  errorParams: z.record(z.string(), z.number()).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file is removed. */
  expiresAt: z.string(),
});
export type ReportJob = z.infer<typeof ReportJob>;

const REPORT_FILE: FileResponse = {
  file: REPORT_EXPORT_FORMATS.map((f) => reportFormatFiles[f].contentType),
};

/** Declares a report; its Search and Export calls come with it. */
export function defineReport<const F extends FilterShape>(declaration: ReportDeclaration<F>): Report<F> {
  if (!/^[A-Z][A-Za-z0-9]+$/.test(declaration.name)) {
    throw new Error(`A report's name is PascalCase: ${declaration.name}`);
  }
  const keys = declaration.columns.map((c) => c.key);
  if (new Set(keys).size !== keys.length) throw new Error(`Columns named twice in ${declaration.name}`);
  const { chart } = declaration;
  if (chart && ![chart.category, ...chart.values].every((key) => keys.includes(key))) {
    throw new Error(`The chart of ${declaration.name} names a column it does not have`);
  }
  const filters = z.object(declaration.filters);
  const search = defineEndpoint({
    name: `Reports.${declaration.name}.Search`,
    method: 'POST',
    path: `/api/Reports/${declaration.name}/Search`,
    summary: `Report "${declaration.name}": a page of its rows, the total and the chart's data`,
    access: declaration.access,
    personalData: true,
    body: filters.extend({ languageId: zLanguageId }).extend(PageRequest.shape),
    response: ReportPage,
  });
  const exportCall = defineEndpoint({
    name: `Reports.${declaration.name}.Export`,
    method: 'POST',
    path: `/api/Reports/${declaration.name}/Export`,
    summary: `Report "${declaration.name}" as a PDF, Word, Excel or CSV file`,
    access: declaration.access,
    personalData: true,
    body: filters.extend({ languageId: zLanguageId, format: z.enum(REPORT_EXPORT_FORMATS) }),
    response: REPORT_FILE,
  });
  const exportJob = defineEndpoint({
    name: `Reports.${declaration.name}.ExportJob`,
    method: 'POST',
    path: `/api/Reports/${declaration.name}/ExportJob`,
    summary: `Report "${declaration.name}" as a file made in the background: the job, followed under /api/Reports/Jobs`,
    access: declaration.access,
    personalData: true,
    body: filters.extend({ languageId: zLanguageId, format: z.enum(REPORT_EXPORT_FORMATS) }),
    response: ReportJob,
  });
  return { ...declaration, search, export: exportCall, exportJob };
}

/** The union of the reports' access rules: whoever may run at least one of them. */
export function accessOfAny(reports: readonly AnyReport[]): EndpointAccess {
  if (reports.some((report) => 'public' in report.access)) return { public: true };
  const profiles = new Set<number>();
  const rights = new Set<number>();
  for (const { access } of reports) {
    if ('public' in access) continue;
    access.profiles.forEach((profile) => profiles.add(profile));
    access.rights?.forEach((right) => rights.add(right));
  }
  const sorted = (values: Set<number>) => [...values].sort((a, b) => a - b);
  return { profiles: sorted(profiles), rights: sorted(rights) } as EndpointAccess;
}
