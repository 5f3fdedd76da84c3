import { defineContractModule } from '../../module';
import { allCodeListEndpoints, codeListNames } from './code-lists';
import { codeListPages } from './pages';

export * from './code-lists';
export * from './pages';

/** The code lists of the admin spec, section 7: one set of calls and screens per list. */
export const codeListsContract = defineContractModule({
  name: 'code-lists',
  endpoints: [allCodeListEndpoints],
  pages: Object.fromEntries(
    codeListNames.flatMap((name) =>
      Object.entries(codeListPages[name]).map(([screen, page]) => [`${name}.${screen}`, page]),
    ),
  ),
});
