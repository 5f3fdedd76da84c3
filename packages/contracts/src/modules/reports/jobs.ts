import { z } from 'zod';
import { SIGNED_IN_PEOPLE } from '../../access';
import { defineEndpoint } from '../../endpoint';
import { Done } from '../accounts';
import { REPORT_EXPORT_FORMATS, reportFormatFiles, ReportJob } from '../../reports';

/*
 * "My reports": the exports a person started as jobs (each report's ExportJob call), kept
 * for a day. Anyone signed in may call these; each answers only the caller's own jobs.
 */

const JobParams = z.object({ id: z.string().uuid() });

export const getMyReportJobs = defineEndpoint({
  name: 'Reports.GetMyJobs',
  method: 'GET',
  path: '/api/Reports/Jobs',
  summary: 'The caller’s report exports of the last day, newest first, with their progress',
  access: SIGNED_IN_PEOPLE,
  personalData: true,
  silent: true,
  response: z.array(ReportJob),
});

export const getReportJob = defineEndpoint({
  name: 'Reports.GetJob',
  method: 'GET',
  path: '/api/Reports/Jobs/:id',
  summary: 'One of the caller’s report exports, with its progress',
  access: SIGNED_IN_PEOPLE,
  personalData: true,
  silent: true,
  params: JobParams,
  response: ReportJob,
});

export const downloadReportJobFile = defineEndpoint({
  name: 'Reports.DownloadJobFile',
  method: 'GET',
  path: '/api/Reports/Jobs/:id/File',
  summary: 'The file of one of the caller’s finished report exports',
  access: SIGNED_IN_PEOPLE,
  personalData: true,
  params: JobParams,
  response: { file: REPORT_EXPORT_FORMATS.map((f) => reportFormatFiles[f].contentType) },
});

export const deleteReportJob = defineEndpoint({
  name: 'Reports.DeleteJob',
  method: 'DELETE',
  path: '/api/Reports/Jobs/:id',
  summary: 'Removes one of the caller’s report exports (stops it when it is still waiting or running)',
  access: SIGNED_IN_PEOPLE,
  personalData: true,
  params: JobParams,
  response: Done,
});
