import type { LanguageId } from '@portal/contracts';

/** A report's search as sent: its filters, the language and the page. */
export type ReportSearchBody = Record<string, unknown> & {
  languageId: LanguageId;
  pageNumber: number;
  pageSize: number;
};

/**
 * Query keys of the reports pages, one factory. Starting or deleting an export
 * invalidates `jobs()`, which also covers each job followed on its own.
 */
export const reportKeys = {
  all: ['reports'] as const,
  search: (report: string, body: ReportSearchBody) => [...reportKeys.all, 'search', report, body] as const,
  lookup: (endpoint: string, languageId: LanguageId) =>
    [...reportKeys.all, 'lookup', endpoint, languageId] as const,
  jobs: () => [...reportKeys.all, 'jobs'] as const,
  job: (id: string) => [...reportKeys.jobs(), id] as const,
};
