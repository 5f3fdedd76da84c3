import { type CodeListName, codeListPages, codeListPath, hasFeature } from '@portal/contracts';

/** The addresses of a code list's screens, from the pages the contracts declare. */
export function codeListRoutes(name: CodeListName) {
  const { list, add, edit } = codeListPages[name];
  const tree = hasFeature(name, 'tree');
  return {
    /** Route patterns, without the leading slash. */
    patterns: { list: list.route, add: add.route, edit: edit.route },
    list: (parentId?: number) => codeListPath(name, parentId),
    add: (parentId = 0) =>
      tree ? add.path.replace(':parentId', String(parentId)) : add.path.replace('/:parentId', ''),
    edit: (id: number) => edit.path.replace(':id', String(id)),
  };
}
