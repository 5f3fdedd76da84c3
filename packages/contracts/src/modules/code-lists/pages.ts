import { definePages, type PageAudience } from '../../module';
import { type CodeListDefinition, type CodeListName, codeListNames, codeLists, hasFeature } from './lists';

const staff: PageAudience = 'staff';

/** The screens of one code list, after the spec's `admin/global-codes/…-list` (a tree's lists take the parent). */
function pagesOf(name: CodeListName) {
  const { route, folder }: CodeListDefinition = codeLists[name];
  const base = `/admin/global-codes/${folder ? `${folder}/` : ''}${route}/${route}`;
  const tree = hasFeature(name, 'tree');
  return definePages({
    list: { path: tree ? `${base}-list/:parentId` : `${base}-list`, audience: staff },
    add: { path: tree ? `${base}-add/:parentId` : `${base}-add`, audience: staff },
    edit: { path: `${base}-edit/:id`, audience: staff },
  });
}

/** Every code list's list, add and edit pages, by list. */
export const codeListPages = Object.fromEntries(codeListNames.map((name) => [name, pagesOf(name)])) as Record<
  CodeListName,
  ReturnType<typeof pagesOf>
>;
