import { type AnyEndpoint, type CodeListName, type CodeListSave, codeListEndpoints } from '@portal/contracts';
import { useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { codeListKeys } from '../../lib/code-list-keys';

export { codeListKeys };

export function useEntries(name: CodeListName) {
  return useQuery({
    queryKey: codeListKeys.all(name),
    queryFn: () => call(codeListEndpoints[name].getAll, {}),
  });
}

/** A tree's entries directly under `parentId` (0: the top level). */
export function useChildren(name: CodeListName, parentId: number) {
  const byParent = codeListEndpoints[name].byParent;
  return useQuery({
    queryKey: codeListKeys.children(name, parentId),
    queryFn: () => call(byParent!, { params: { parentId } }),
    enabled: byParent !== undefined,
  });
}

export function useEntry(name: CodeListName, id: number | null) {
  return useQuery({
    queryKey: codeListKeys.one(name, id ?? 0),
    queryFn: () => call(codeListEndpoints[name].getById, { params: { id: id! } }),
    enabled: id !== null,
  });
}

export const codeListCalls = {
  /** Every list's Save takes the common record with the fields of its features. */
  save: (name: CodeListName, body: CodeListSave, options?: { quiet?: boolean }) =>
    call(codeListEndpoints[name].save as AnyEndpoint, { body } as never, options) as Promise<{ id: number }>,
  remove: (name: CodeListName, id: number) => call(codeListEndpoints[name].remove!, { params: { id } }),
};
