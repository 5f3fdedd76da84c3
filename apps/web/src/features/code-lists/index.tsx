import { codeListAccess, type CodeListName, codeListNames } from '@portal/contracts';
import type { RouteObject } from '../../lib/router';
import { RequireAccess } from '../../components/Guards';
import { withTexts } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import type { WebModule } from '../../lib/module';
import { codeListRoutes } from './routes';

const pages = () => import('./pages');

/** The list and the add/edit screen of one code list, behind its access rule. */
function routesOf(name: CodeListName): RouteObject {
  const { patterns } = codeListRoutes(name);
  const form = lazyPage(pages, 'CodeListFormPage', { name });
  // The administration's texts load with its pages (decision 0017).
  return withTexts(['admin'], {
    // The rule every call of the list declares (its GetAll's among them).
    element: <RequireAccess access={codeListAccess(name)} />,
    children: [
      { path: patterns.list, lazy: lazyPage(pages, 'CodeListPage', { name }) },
      { path: patterns.add, lazy: form },
      { path: patterns.edit, lazy: form },
    ],
  });
}

/** The code lists of the administration (admin/global-codes/...). */
export const codeListsModule: WebModule = {
  id: 'code-lists',
  routes: codeListNames.map(routesOf),
};
