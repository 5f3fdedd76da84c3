import type { AnyEndpoint } from './endpoint';
import { health } from './health';
import { type ContractModule, isContractModule } from './module';
import * as modules from './modules';

/** Every module's declaration (`modules/index.ts` lists them), in a fixed order by name. */
export const contractModules: readonly ContractModule[] = Object.values(modules)
  .filter(isContractModule)
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Every endpoint of the API: the platform's own (health) and every module's. The server
 * refuses to start when one is declared here but has no handler, and the generic test
 * suites and the OpenAPI document walk this list.
 */
export const endpoints: readonly AnyEndpoint[] = [health, ...contractModules.flatMap((m) => m.endpoints)];
