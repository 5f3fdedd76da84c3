/** Query keys of the REST service users, one factory; a save or a delete invalidates `all`. */
export const serviceUserKeys = {
  all: ['rest-service-users'] as const,
  list: () => [...serviceUserKeys.all, 'list'] as const,
  detail: (id: number) => [...serviceUserKeys.all, 'detail', id] as const,
};
