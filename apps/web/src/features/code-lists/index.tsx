import { type CodeListName, codeListEndpoints, codeListNames } from '@portal/contracts';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/Guards';
import type { WebModule } from '../../lib/module';
import { codeListRoutes } from './routes';

/** The list and the add/edit screen of one code list, behind its access rule. */
function routesOf(name: CodeListName): RouteObject {
  const { patterns } = codeListRoutes(name);
  const list: RouteObject['lazy'] = async () => {
    const { CodeListPage } = await import('./pages');
    return { Component: () => <CodeListPage name={name} /> };
  };
  const form: RouteObject['lazy'] = async () => {
    const { CodeListFormPage } = await import('./pages');
    return { Component: () => <CodeListFormPage name={name} /> };
  };
  return {
    element: <RequireAccess access={codeListEndpoints[name].getAll.access} />,
    children: [
      { path: patterns.list, lazy: list },
      { path: patterns.add, lazy: form },
      { path: patterns.edit, lazy: form },
    ],
  };
}

/** The code lists of the administration (admin/global-codes/...). */
export const codeListsModule: WebModule = {
  id: 'code-lists',
  routes: codeListNames.map(routesOf),
};
