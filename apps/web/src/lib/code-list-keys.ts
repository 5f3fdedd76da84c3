import type { CodeListName } from '@portal/contracts';

/**
 * Query keys of the code lists, shared by their administration (features/code-lists) and
 * every module's code-list dropdown (components/CodeListSelect): a save invalidates the
 * list's key and with it every query below, the dropdowns included.
 */
export const codeListKeys = {
  list: (name: CodeListName) => ['code-lists', name] as const,
  all: (name: CodeListName) => ['code-lists', name, 'all'] as const,
  children: (name: CodeListName, parentId: number) => ['code-lists', name, 'children', parentId] as const,
  one: (name: CodeListName, id: number) => ['code-lists', name, 'one', id] as const,
  dropdown: (name: CodeListName, languageId: number, includeId: number) =>
    ['code-lists', name, 'dropdown', languageId, includeId] as const,
};
