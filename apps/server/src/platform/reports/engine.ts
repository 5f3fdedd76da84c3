import { PassThrough } from 'node:stream';
import {
  type AnyReport,
  type LanguageId,
  languageKeyById,
  type Report,
  type ReportExportFormat,
  reportFormatFiles,
  type ReportPage,
} from '@portal/contracts';
import { type CatalogueLanguage, formatDate, type Translate } from '@portal/i18n/server';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Principal, callerOf } from '../auth/auth';
import type { Db } from '../db/database';
import { badRequest } from '../errors';
import { route } from '../http';
import type { AppContext } from '../module';
import type { ReportChartLayout, ReportLayout, ReportRows, ReportValue, ReportWriter } from './document';

/*
 * The report engine (decision 0026): from a report's declaration in contracts and the
 * module's one query, its Search (a page of rows, the total, the chart) and its Export
 * (the whole result as PDF, Word, Excel or CSV, refused beyond REPORT_MAX_ROWS).
 */

/** The rows a chart is drawn over at most; a longer result has no chart. */
export const CHART_MAX_ROWS = 500;
/** Rows read from the database at a time while a file is written. */
export const EXPORT_BATCH = 1_000;

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
    categories: rows.map((row) => {
      const value = row[category] ?? '';
      return value instanceof Date || categoryType === 'date' ? formatDate(value) : String(value);
    }),
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

/** Every row, read a batch at a time while the file is written. */
async function* allRows(
  server: ServerReport,
  scope: ReportScope,
  filters: Record<string, unknown>,
  total: number,
): ReportRows {
  for (let offset = 0; offset < total; offset += EXPORT_BATCH) {
    const batch = await server.rows(scope, filters, {
      offset,
      limit: Math.min(EXPORT_BATCH, total - offset),
    });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < EXPORT_BATCH) return;
  }
}

/** "Prijave po kategoriji i statusu 24.11.2026.xlsx": the title and the day, no trailing dot. */
export function reportFileName(title: string, at: Date, format: ReportExportFormat): string {
  return `${title} ${formatDate(at).replace(/\.$/, '')}.${reportFormatFiles[format].extension}`;
}

/** Registers the Search and Export calls of a module's reports. */
export function reportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  reports: readonly ServerReport[],
  output: { writers: ReportWriters; renderChart: ChartRenderer },
): void {
  async function scopeOf(principal: Principal, languageId: LanguageId): Promise<ReportScope> {
    const t = await ctx.texts.translator(principal.municipalityId, languageId);
    return {
      db: ctx.db,
      principal,
      municipalityId: principal.municipalityId,
      languageId,
      language: languageKeyById[languageId],
      t,
    };
  }

  for (const server of reports) {
    const { report } = server;

    route(app, report.search, async ({ body, request }) => {
      const input = body as Record<string, unknown> & {
        languageId: LanguageId;
        pageNumber: number;
        pageSize: number;
      };
      const scope = await scopeOf(callerOf(request), input.languageId);
      const filters = filtersOf(input);
      const totalCount = await server.count(scope, filters);
      const offset = (input.pageNumber - 1) * input.pageSize;
      const rows =
        offset < totalCount ? await server.rows(scope, filters, { offset, limit: input.pageSize }) : [];
      return {
        items: rows.map((row) => jsonRow(report, row)),
        totalCount,
        chart: await chartData(server, scope, filters, totalCount),
      };
    });

    route(app, report.export, async ({ body, request }) => {
      const input = body as Record<string, unknown> & { languageId: LanguageId; format: ReportExportFormat };
      const scope = await scopeOf(callerOf(request), input.languageId);
      const filters = filtersOf(input);
      const total = await server.count(scope, filters);
      const maximum = ctx.config.REPORT_MAX_ROWS;
      if (total > maximum) throw badRequest('report_too_many_rows', 'format', { count: total, maximum });
      const layout = await layoutOf(server, scope, filters, total);
      const out = new PassThrough();
      const writing = output.writers[input.format](layout, allRows(server, scope, filters, total), out);
      writing.catch((error: unknown) => {
        request.log.error({ err: error, report: report.name }, 'report file not written');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return {
        data: out,
        contentType: reportFormatFiles[input.format].contentType,
        fileName: reportFileName(layout.title, layout.generatedAt, input.format),
      };
    });
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
      ctx.tenants.get(scope.municipalityId),
      ctx.tenants.coatOfArmsPng(scope.municipalityId),
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
}
