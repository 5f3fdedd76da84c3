import { resendOutboxMessage, searchOutbox } from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { type OutboxFilter, outboxKeys } from './keys';

export function useOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: outboxKeys.list(filter),
    queryFn: () => call(searchOutbox, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export const outboxCalls = {
  resend: (id: number) => call(resendOutboxMessage, { body: { id } }),
};
