import {
  type AnyEndpoint,
  type AnyReport,
  deleteReportJob,
  downloadReportJobFile,
  getMyReportJobs,
  getReportJob,
  type LanguageId,
  type ReportExportFormat,
  type ReportJob,
  ReportJobStatus,
  type ReportPage,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { downloadFrom } from '../../lib/download';
import { reportKeys, type ReportSearchBody } from './keys';

/**
 * How often a job still queued or being written is asked after. An object, so a test can
 * shorten the wait instead of sleeping through it.
 */
export const jobPolling = { intervalMs: 2000 };

/** Whether the server is still making the file. */
export const isActive = (job: Pick<ReportJob, 'status'>) =>
  job.status === ReportJobStatus.Queued || job.status === ReportJobStatus.Running;

/** A page of a report's rows, the total and the chart's data; the previous page stays while the next loads. */
export function useReportSearch(report: AnyReport, body: ReportSearchBody) {
  return useQuery({
    queryKey: reportKeys.search(report.name, body),
    queryFn: () => call(report.search, { body }) as Promise<ReportPage>,
    placeholderData: keepPreviousData,
  });
}

type Choice = { id: number; name: string };

/** The choices of a lookup filter read from its module's call (`{ languageId }` → `[{ id, name }]`). */
export function useLookupChoices(endpoint: AnyEndpoint, languageId: LanguageId) {
  return useQuery({
    queryKey: reportKeys.lookup(endpoint.name, languageId),
    queryFn: () => call(endpoint, { params: { languageId } } as never) as Promise<Choice[]>,
    staleTime: 5 * 60_000,
  });
}

/** The caller's exports of the last day, asked again every two seconds while any is being made. */
export function useMyJobs() {
  return useQuery({
    queryKey: reportKeys.jobs(),
    queryFn: () => call(getMyReportJobs, {}),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? jobPolling.intervalMs : false),
    // A page left open in a background tab still learns that its file is ready.
    refetchIntervalInBackground: true,
  });
}

/** One export followed until its file is ready or it failed. */
export function useJob(id: string, enabled = true) {
  return useQuery({
    queryKey: reportKeys.job(id),
    queryFn: () => call(getReportJob, { params: { id } }),
    enabled,
    refetchInterval: (query) =>
      !query.state.data || isActive(query.state.data) ? jobPolling.intervalMs : false,
    refetchIntervalInBackground: true,
  });
}

export const reportCalls = {
  /** Starts an export of the report with the given filters; a refusal (too many rows) is shown by the central handler. */
  startExport: (
    report: AnyReport,
    body: Record<string, unknown> & { languageId: LanguageId; format: ReportExportFormat },
  ) => call(report.exportJob, { body }) as Promise<ReportJob>,
  download: (id: string) => downloadFrom(downloadReportJobFile, { params: { id } }),
  remove: (id: string) => call(deleteReportJob, { params: { id } }),
};
