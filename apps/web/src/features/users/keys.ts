import type { UserSearch } from '@portal/contracts';

/** Query keys of the user accounts, one factory; a save or a delete invalidates `all`. */
export const userKeys = {
  all: ['users'] as const,
  list: (filter: UserSearch) => [...userKeys.all, 'list', filter] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};
