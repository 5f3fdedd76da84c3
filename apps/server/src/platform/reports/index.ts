// The report engine's parts (decision 0026): the engine and the writer of each format.
import { renderChart } from './chart';
import { writeCsv } from './csv';
import { writeDocx } from './docx-report';
import type { ChartRenderer, ReportWriters } from './engine';
import { writePdf } from './pdf-report';
import { writeXlsx } from './xlsx';

export { defineServerReport, reportRoutes, type ReportScope, type ServerReport } from './engine';

/** How report files are made: a writer per format, and charts drawn as pictures. */
export const reportOutput: { writers: ReportWriters; renderChart: ChartRenderer } = {
  writers: { pdf: writePdf, docx: writeDocx, xlsx: writeXlsx, csv: writeCsv },
  renderChart,
};
