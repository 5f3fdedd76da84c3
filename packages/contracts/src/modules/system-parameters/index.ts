import { defineContractModule } from '../../module';
import { systemParametersPages } from './pages';
import * as participation from './participation';
import * as endpoints from './system-parameters';

export * from './system-parameters';
export * from './participation';
export * from './pages';

/** Sign-in and registration parameters, and what anonymous citizens may do. */
export const systemParametersContract = defineContractModule({
  name: 'system-parameters',
  endpoints: [endpoints, participation],
  pages: systemParametersPages,
});
