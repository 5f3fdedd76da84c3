import { PassThrough, type Writable } from 'node:stream';
import {
  type AnyReport,
  type LanguageId,
  languageKeyById,
  type Report,
  type ReportExportFormat,
  reportFormatFiles,
  type ReportPage,
} from '@portal/contracts';
import { type CatalogueLanguage, formatDate, formatValue, type Translate } from '@portal/i18n/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Principal, callerOf } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { badRequest, TooManyRequests } from '../errors';
import { route } from '../http';
import type { ServerTexts } from '../i18n';
import type { AppContext } from '../module';
import type { TenantDirectory } from '../tenancy';
import { collectGarbageSoon } from '../gc';
import { createWriteLimits } from '../write-limits';
import type { ReportChartLayout, ReportLayout, ReportRows, ReportValue, ReportWriter } from './document';
import type { ReportJobs } from './jobs';
import { presentReportJob } from './report-jobs.repository';

/*
 * The report engine (decision 0026): from a report's declaration in contracts and the
 * module's one query, its Search (a page of rows, the total, the chart) and its Export
 * (the whole result as PDF, Word, Excel or CSV, refused beyond REPORT_MAX_ROWS), answered
 * at once or made as a job (jobs.ts) by the same function.
 */

/** The rows a chart is drawn over at most; a longer result has no chart. */
export const CHART_MAX_ROWS = 500;
/** Rows read from the database at a time while a file is written. */
export const EXPORT_BATCH = 1_000;
/**
 * Files made at once in answer to Export, per process: each may hold hundreds of megabytes
 * for seconds (a PDF keeps its pages), so more are refused (429 `exports_busy`) rather than
 * let a burst of calls exhaust the process. The web makes its files as jobs, one at a time.
 */
export const SYNC_EXPORTS_PER_PROCESS = 2;
/** After a file of this many rows, its garbage is collected at once (platform/gc.ts). */
export const COLLECT_AFTER_ROWS = 5_000;

export type ReportFilters<R extends AnyReport> =
  R extends Report<infer F> ? z.output<z.ZodObject<F>> : Record<string, unknown>;

/** Who runs a report, where, in which language. */
export type ReportScope = {
  db: Db;
  principal: Principal;
  municipalityId: number;
  languageId: LanguageId;
  language: CatalogueLanguage;
  t: Translate;
};

/** What a module supplies for a report it declares: the count and the rows of its query. */
export type ServerReport<R extends AnyReport = AnyReport> = {
  report: R;
  /** How many rows the filters give, cut to the caller's scope. */
  count(scope: ReportScope, filters: ReportFilters<R>): Promise<number>;
  /** `limit` rows from `offset` in the report's order, values in the columns' order (Date for dates). */
  rows(
    scope: ReportScope,
    filters: ReportFilters<R>,
    range: { offset: number; limit: number },
  ): Promise<ReportValue[][]>;
  /**
   * For reports of a row per record, which may run to many thousands: `limit` rows after
   * the row whose key is `after` (from the start when null), in the same order as `rows`,
   * and the key of the last one. An export reads its batches so; by offset the database
   * would read and sort every skipped row again for each batch (bench/results/export-postgres.md).
   */
  rowsAfter?(
    scope: ReportScope,
    filters: ReportFilters<R>,
    range: { after: string | null; limit: number },
  ): Promise<{ rows: ReportValue[][]; last: string | null }>;
  /** The names of the `lookup` filters that are set (a category's name), in the caller's language. */
  lookups?(scope: ReportScope, filters: ReportFilters<R>): Promise<Record<string, string>>;
};

export function defineServerReport<R extends AnyReport>(report: ServerReport<R>): ServerReport {
  return report as unknown as ServerReport;
}

/** The writers by format, given by the platform (reports/index.ts). */
export type ReportWriters = Record<ReportExportFormat, ReportWriter>;
export type ChartRenderer = (
  chart: ReportChartLayout,
  options: { language: CatalogueLanguage },
) => Promise<Buffer>;

const PAGING = ['languageId', 'pageNumber', 'pageSize', 'format'];

function filtersOf(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !PAGING.includes(key)));
}

/** A row's values by column key, as JSON carries them (dates as ISO strings). */
function jsonRow(report: AnyReport, values: readonly ReportValue[]): ReportPage['items'][number] {
  return Object.fromEntries(
    report.columns.map((column, i) => {
      const value = values[i] ?? null;
      return [column.key, value instanceof Date ? value.toISOString() : value];
    }),
  );
}

/** The chart's categories and series over all rows; null without a chart or with too many rows. */
async function chartData(
  server: ServerReport,
  scope: ReportScope,
  filters: Record<string, unknown>,
  total: number,
): Promise<ReportPage['chart']> {
  const { chart, columns } = server.report;
  if (!chart || total > CHART_MAX_ROWS) return null;
  const rows = await server.rows(scope, filters, { offset: 0, limit: CHART_MAX_ROWS });
  const at = (key: string) => columns.findIndex((c) => c.key === key);
  const category = at(chart.category);
  const categoryType = columns[category]!.type;
  return {
    // Written out as the files and the page show them (dates dd.mm.yyyy., local numbers).
    categories: rows.map((row) => formatValue(row[category] ?? null, categoryType, scope.language)),
    series: chart.values.map((key) => ({
      key,
      values: rows.map((row) => Number(row[at(key)] ?? 0)),
    })),
  };
}

/** The filters that are set, written out: label and value in words. */
async function filtersInWords(
  server: ServerReport,
  scope: ReportScope,
  filters: Record<string, unknown>,
): Promise<{ label: string; value: string }[]> {
  const { t } = scope;
  const set = Object.entries(server.report.filterLabels).filter(([key]) => {
    const value = filters[key];
    return value !== undefined && value !== null && value !== '';
  });
  const named = set.some(([, f]) => f.kind === 'lookup') ? await server.lookups?.(scope, filters) : undefined;
  return set.map(([key, filter]) => {
    const value = filters[key];
    const words =
      filter.kind === 'date'
        ? formatDate(String(value))
        : filter.kind === 'boolean'
          ? t(value ? 'reports.yes' : 'reports.no')
          : filter.kind === 'enum'
            ? t(`enums.${filter.catalogue}.${String(value)}`)
            : (named?.[key] ?? String(value));
    return { label: t(filter.label), value: words };
  });
}

/**
 * Every row, read a batch at a time while the file is written; `onBatch` is told the rows
 * written so far after the writer has taken each batch (and may stop the writing by throwing).
 */
async function* allRows(
  server: ServerReport,
  scope: ReportScope,
  filters: Record<string, unknown>,
  total: number,
  onBatch?: (rowsDone: number) => Promise<void>,
): ReportRows {
  let done = 0;
  let after: string | null = null;
  while (done < total) {
    const limit = Math.min(EXPORT_BATCH, total - done);
    let batch: ReportValue[][];
    if (server.rowsAfter) {
      const next = await server.rowsAfter(scope, filters, { after, limit });
      batch = next.rows;
      after = next.last;
    } else {
      batch = await server.rows(scope, filters, { offset: done, limit });
    }
    if (batch.length === 0) return;
    yield batch;
    done += batch.length;
    await onBatch?.(done);
    if (batch.length < limit) return;
  }
}

/** "Prijave po kategoriji i statusu 24.11.2026.xlsx": the title and the day, no trailing dot. */
export function reportFileName(title: string, at: Date, format: ReportExportFormat): string {
  return `${title} ${formatDate(at).replace(/\.$/, '')}.${reportFormatFiles[format].extension}`;
}

/** How report files are made: a writer per format, and charts drawn as pictures (reports/index.ts). */
export type ReportOutput = { writers: ReportWriters; renderChart: ChartRenderer };

export type ReportEngineDeps = {
  db: Db;
  config: Pick<Config, 'REPORT_MAX_ROWS' | 'REPORT_MAX_PDF_ROWS'>;
  tenants: TenantDirectory;
  texts: ServerTexts;
  output: ReportOutput;
};

/** An export counted, checked against the limits and laid out: what is left is writing its rows. */
export type PreparedExport = {
  total: number;
  fileName: string;
  contentType: string;
  /** Writes the file to `out` and ends it; `onBatch` hears the rows written after every batch. */
  write(out: Writable, onBatch?: (rowsDone: number) => Promise<void>): Promise<void>;
};

/**
 * The engine: a report's scope, its Search, and its export, which the synchronous Export
 * call and a report job share (count, limits, layout, rows with progress).
 */
export function createReportEngine(deps: ReportEngineDeps) {
  const { output } = deps;

  async function scopeOf(principal: Principal, languageId: LanguageId): Promise<ReportScope> {
    const t = await deps.texts.translator(principal.municipalityId, languageId);
    return {
      db: deps.db,
      principal,
      municipalityId: principal.municipalityId,
      languageId,
      language: languageKeyById[languageId],
      t,
    };
  }

  async function search(
    server: ServerReport,
    scope: ReportScope,
    filters: Record<string, unknown>,
    page: { pageNumber: number; pageSize: number },
  ): Promise<ReportPage> {
    const totalCount = await server.count(scope, filters);
    const offset = (page.pageNumber - 1) * page.pageSize;
    const rows =
      offset < totalCount ? await server.rows(scope, filters, { offset, limit: page.pageSize }) : [];
    return {
      items: rows.map((row) => jsonRow(server.report, row)),
      totalCount,
      chart: await chartData(server, scope, filters, totalCount),
    };
  }

  /**
   * The rows the export would hold; refused beyond REPORT_MAX_ROWS, and for PDF beyond
   * REPORT_MAX_PDF_ROWS (a PDF keeps its pages in memory until the end, for their numbers).
   */
  async function countWithinLimits(
    server: ServerReport,
    scope: ReportScope,
    filters: Record<string, unknown>,
    format: ReportExportFormat,
  ): Promise<number> {
    const count = await server.count(scope, filters);
    const maximum = deps.config.REPORT_MAX_ROWS;
    if (count > maximum) throw badRequest('report_too_many_rows', 'format', { count, maximum });
    const pdfMaximum = deps.config.REPORT_MAX_PDF_ROWS;
    if (format === 'pdf' && count > pdfMaximum) {
      throw badRequest('report_too_many_rows_pdf', 'format', { count, maximum: pdfMaximum });
    }
    return count;
  }

  async function prepare(
    server: ServerReport,
    scope: ReportScope,
    filters: Record<string, unknown>,
    format: ReportExportFormat,
  ): Promise<PreparedExport> {
    const total = await countWithinLimits(server, scope, filters, format);
    const layout = await layoutOf(server, scope, filters, total);
    return {
      total,
      fileName: reportFileName(layout.title, layout.generatedAt, format),
      contentType: reportFormatFiles[format].contentType,
      write: async (out, onBatch) => {
        try {
          await output.writers[format](layout, allRows(server, scope, filters, total, onBatch), out);
        } finally {
          // A large file leaves its rows and pieces behind: collected now, not during the next.
          if (total >= COLLECT_AFTER_ROWS) collectGarbageSoon();
        }
      },
    };
  }

  async function layoutOf(
    server: ServerReport,
    scope: ReportScope,
    filters: Record<string, unknown>,
    total: number,
  ): Promise<ReportLayout> {
    const { report } = server;
    const { t, language } = scope;
    const [municipality, coatOfArms, words, chart] = await Promise.all([
      deps.tenants.get(scope.municipalityId),
      deps.tenants.coatOfArmsPng(scope.municipalityId),
      filtersInWords(server, scope, filters),
      chartData(server, scope, filters, total),
    ]);
    const heading = (key: string) => t(report.columns.find((c) => c.key === key)!.label);
    const chartLayout: ReportChartLayout | null =
      report.chart && chart && chart.categories.length > 0
        ? {
            kind: report.chart.kind,
            title: t(report.title),
            categories: chart.categories,
            series: chart.series.map((s) => ({ name: heading(s.key), values: s.values })),
          }
        : null;
    return {
      language,
      title: t(report.title),
      municipality: t('common.municipality.title', { name: municipality.name[language] }),
      coatOfArms,
      filters: words,
      generatedAt: new Date(),
      columns: report.columns.map((c) => ({ key: c.key, heading: t(c.label), type: c.type })),
      ...(report.totalsRow && total > 0 ? { totalsRowIndex: total - 1 } : {}),
      ...(chartLayout
        ? { chart: { ...chartLayout, png: await output.renderChart(chartLayout, { language }) } }
        : {}),
      texts: {
        filters: t('reports.filters'),
        noFilters: t('reports.noFilters'),
        generated: t('reports.generated'),
        noRows: t('reports.noRows'),
        page: (page, pages) => t('reports.page', { page, pages }),
        chartSheet: t('reports.chartSheet'),
        rowsSheet: t('reports.rowsSheet'),
        rowCount: (count) => t('reports.rowCount', { count }),
      },
    };
  }

  return { scopeOf, search, countWithinLimits, prepare };
}

export type ReportEngine = ReturnType<typeof createReportEngine>;

type ExportInput = Record<string, unknown> & { languageId: LanguageId; format: ReportExportFormat };

/**
 * Registers the Search, Export and ExportJob calls of a module's reports. Exports count
 * against the caller's limit (decision 0018); a job is queued for this process's runner
 * or any other's.
 */
export function reportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  reports: readonly ServerReport[],
  options: { engine: ReportEngine; jobs: ReportJobs },
): void {
  const { engine, jobs } = options;
  const limitWrite = createWriteLimits(ctx.limiter);
  let exporting = 0;
  const limited = {
    limit: (request: FastifyRequest) => limitWrite('export', request, { staff: false }),
  };

  for (const server of reports) {
    const { report } = server;

    route(app, report.search, async ({ body, request }) => {
      const input = body as Record<string, unknown> & {
        languageId: LanguageId;
        pageNumber: number;
        pageSize: number;
      };
      const scope = await engine.scopeOf(callerOf(request), input.languageId);
      return engine.search(server, scope, filtersOf(input), input);
    });

    route(
      app,
      report.export,
      async ({ body, request }) => {
        const input = body as ExportInput;
        const scope = await engine.scopeOf(callerOf(request), input.languageId);
        const prepared = await engine.prepare(server, scope, filtersOf(input), input.format);
        // Checked after the count and layout (which refuse what is too large), counted until written.
        if (exporting >= SYNC_EXPORTS_PER_PROCESS) throw new TooManyRequests('exports_busy', 5_000);
        exporting += 1;
        const out = new PassThrough();
        prepared
          .write(out)
          .catch((error: unknown) => {
            request.log.error({ err: error, report: report.name }, 'report file not written');
            out.destroy(error instanceof Error ? error : new Error(String(error)));
          })
          .finally(() => {
            exporting -= 1;
          });
        return { data: out, contentType: prepared.contentType, fileName: prepared.fileName };
      },
      limited,
    );

    route(
      app,
      report.exportJob,
      async ({ body, request }) => {
        const input = body as ExportInput;
        const principal = callerOf(request);
        const scope = await engine.scopeOf(principal, input.languageId);
        const filters = filtersOf(input);
        // Refused now, like Export, rather than failed later; the job counts again when it runs.
        await engine.countWithinLimits(server, scope, filters, input.format);
        const job = await jobs.queue({
          principal,
          report: report.name,
          format: input.format,
          languageId: input.languageId,
          filters,
        });
        return presentReportJob(job);
      },
      limited,
    );
  }
}
