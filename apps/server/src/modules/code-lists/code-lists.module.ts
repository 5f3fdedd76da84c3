import {
  categoryIcons,
  type CodeListName,
  type CodeListSave,
  codeListEndpoints,
  codeListNames,
  codeListPath,
  codeLists,
  getCategoryIcons,
  searchPersons,
  codeListsContract,
} from '@portal/contracts';
import { route } from '../../platform/http';
import { defineModule, type MenuEntry } from '../../platform/module';
import { seedDemoCodeLists, seedFixedLists } from './code-lists.seed';
import { createCodeLists } from './code-lists.service';

const done = { success: true as const };

/** Administration → Code lists: a link per list, shown to whoever may open it. */
const codeListMenu: readonly MenuEntry[] = [
  { key: 'admin.code-lists', parent: 'admin', type: 'group', label: 'admin.menu.codeLists', order: 30 },
  ...codeListNames.map((name, i): MenuEntry => ({
    key: `admin.code-lists.${codeLists[name].route}`,
    parent: 'admin.code-lists',
    type: 'link',
    label: `admin.codeLists.${codeLists[name].key}.title`,
    url: codeListPath(name),
    order: (i + 1) * 10,
    access: codeListEndpoints[name].getAll.access,
  })),
];

function routesOf(
  name: CodeListName,
  app: Parameters<typeof route>[0],
  lists: ReturnType<typeof createCodeLists>,
) {
  const calls = codeListEndpoints[name];
  route(app, calls.getAll, ({ tenant }) => lists.list(name, tenant.municipalityId));
  route(app, calls.getById, ({ params, tenant }) => lists.get(name, tenant.municipalityId, params.id));
  route(app, calls.save, ({ body, tenant }) => lists.save(name, tenant.municipalityId, body as CodeListSave));
  route(app, calls.dropdown, ({ params, tenant }) => lists.dropdown(name, tenant.municipalityId, params));
  if (calls.remove) {
    route(app, calls.remove, async ({ params, tenant }) => {
      await lists.delete(name, tenant.municipalityId, params.id);
      return done;
    });
  }
  if (calls.byParent) {
    route(app, calls.byParent, ({ params, tenant }) =>
      lists.children(name, tenant.municipalityId, params.parentId),
    );
  }
}

/** The code lists of the admin spec: units, functions, categories, persons, convocations, ... */
export const codeListsModule = defineModule({
  name: 'code-lists',
  contract: codeListsContract,
  menu: codeListMenu,
  manualChapters: [{ id: 'codeLists', order: 35 }],
  routes(app, { db }) {
    const lists = createCodeLists(db);
    for (const name of codeListNames) routesOf(name, app, lists);
    route(app, getCategoryIcons, async () => [...categoryIcons]);
    route(app, searchPersons, ({ body, tenant }) => lists.searchPersons(tenant.municipalityId, body));
  },
  seedReference: seedFixedLists,
  seedDemo: seedDemoCodeLists,
});
