import { defineContractModule } from '../../module';
import { reportsPages } from './pages';
import * as jobs from './jobs';

export * from './jobs';
export * from './pages';

/**
 * The reports module: "my reports" (exports made as jobs) and the reports pages. Each
 * report itself is declared by its own module (decision 0026).
 */
export const reportsContract = defineContractModule({
  name: 'reports',
  endpoints: [jobs],
  pages: reportsPages,
});
