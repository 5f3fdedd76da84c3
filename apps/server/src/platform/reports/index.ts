// The report engine's parts (decision 0026): the engine and the writer of each format.
import { renderChart } from './chart';
import { writeCsv } from './csv';
import { writeDocx } from './docx-report';
import type { ReportOutput } from './engine';
import { writePdf } from './pdf-report';
import { writeXlsx } from './xlsx';

export {
  createReportEngine,
  defineServerReport,
  type ReportEngine,
  reportRoutes,
  type ReportScope,
  type ServerReport,
} from './engine';
export { ReportJobs } from './jobs';

/** How report files are made: a writer per format, and charts drawn as pictures. */
export const reportOutput: ReportOutput = {
  writers: { pdf: writePdf, docx: writeDocx, xlsx: writeXlsx, csv: writeCsv },
  renderChart,
};
