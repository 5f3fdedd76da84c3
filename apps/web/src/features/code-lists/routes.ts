import {
  type CodeListDefinition,
  type CodeListName,
  codeListPath,
  codeLists,
  hasFeature,
} from '@portal/contracts';

/** The addresses of a code list's screens, after the spec's `admin/global-codes/...-list`. */
export function codeListRoutes(name: CodeListName) {
  const { route, folder }: CodeListDefinition = codeLists[name];
  const base = `admin/global-codes/${folder ? `${folder}/` : ''}${route}/${route}`;
  const tree = hasFeature(name, 'tree');
  return {
    /** Route patterns, without the leading slash. */
    patterns: {
      list: tree ? `${base}-list/:parentId` : `${base}-list`,
      add: tree ? `${base}-add/:parentId` : `${base}-add`,
      edit: `${base}-edit/:id`,
    },
    list: (parentId?: number) => codeListPath(name, parentId),
    add: (parentId = 0) => (tree ? `/${base}-add/${parentId}` : `/${base}-add`),
    edit: (id: number) => `/${base}-edit/${id}`,
  };
}
