import { systemParametersContract } from '@portal/contracts';
import { defineModule } from '../../platform/module';
import { systemParametersMenu } from './system-parameters.menu';
import { registerSystemParameterRoutes } from './system-parameters.routes';
import { seedSettingsDefaults } from './system-parameters.seed';

/**
 * The sign-in and registration parameters of a municipality: which sign-in types are
 * open, which registration fields are mandatory, how new accounts are confirmed; and what
 * anonymous citizens may do (participation parameters, decision 0027).
 */
export const systemParametersModule = defineModule({
  name: 'system-parameters',
  contract: systemParametersContract,
  menu: systemParametersMenu,
  routes: registerSystemParameterRoutes,
  seedReference: seedSettingsDefaults,
});
