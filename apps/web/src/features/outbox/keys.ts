/** A page of the outbox, optionally of one recipient. */
export type OutboxFilter = { pageNumber: number; pageSize: number; recipient?: string };

/** Query keys of the outbox, one factory; sending a message again invalidates `all`. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (filter: OutboxFilter) => [...outboxKeys.all, 'list', filter] as const,
};
