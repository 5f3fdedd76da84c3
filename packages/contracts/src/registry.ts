import type { AnyEndpoint, EndpointAccess } from './endpoint';
import { health } from './health';
import { type ContractModule, isContractModule } from './module';
import * as modules from './modules';
import { accessOfAny, type AnyReport } from './reports';
import { platformReportCalls, usageStatisticsReport } from './usage';

/** Every module's declaration (`modules/index.ts` lists them), in a fixed order by name. */
export const contractModules: readonly ContractModule[] = Object.values(modules)
  .filter(isContractModule)
  .sort((a, b) => a.name.localeCompare(b.name));

/** Usage statistics: a column per measure the modules declare (`usage`), served by the platform. */
export const usageStatistics = usageStatisticsReport(contractModules);

/** Every report of the portal: each module's, then the platform's own. */
export const allReports: readonly AnyReport[] = [
  ...contractModules.flatMap((m) => m.reports),
  usageStatistics,
];

/**
 * Who may open the reports pages (the menu's entry, the web's guard): whoever may run at least
 * one report, the union of every report's access. The server answers each report to its own
 * rule only; a later module's reports count with no edit here.
 */
export const reportsAccess: EndpointAccess = accessOfAny(allReports);

/**
 * Every endpoint of the API: the platform's own (health, usage statistics) and every
 * module's. The server refuses to start when one is declared here but has no handler, and
 * the generic test suites and the OpenAPI document walk this list.
 */
export const endpoints: readonly AnyEndpoint[] = [
  health,
  ...contractModules.flatMap((m) => m.endpoints),
  ...platformReportCalls([usageStatistics]),
];
