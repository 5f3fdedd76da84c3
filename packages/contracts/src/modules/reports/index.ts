import { defineContractModule, definePages } from '../../module';
import * as jobs from './jobs';

export * from './jobs';

/** The reports pages: every report the caller may run, grouped by module, and one report's page. */
export const reportsPages = definePages({
  list: { path: '/reports', audience: 'staff' },
  report: { path: '/reports/:name', audience: 'staff' },
});

/**
 * The reports module: "my reports" (exports made as jobs) and the reports pages. Each
 * report itself is declared by its own module (decision 0026).
 */
export const reportsContract = defineContractModule({
  name: 'reports',
  endpoints: [jobs],
  pages: reportsPages,
});
