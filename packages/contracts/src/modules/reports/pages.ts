import { definePages } from '../../module';

/** The reports pages: every report the caller may run, grouped by module, and one report's page. */
export const reportsPages = definePages({
  list: { path: '/reports', audience: 'staff' },
  report: { path: '/reports/:name', audience: 'staff' },
});
