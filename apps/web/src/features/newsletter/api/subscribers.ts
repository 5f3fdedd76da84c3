import {
  deactivateNewsletterSubscription,
  type NewsletterSearch,
  searchNewsletterSubscriptions,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';

export const subscriberKeys = {
  all: ['newsletter', 'subscribers'] as const,
  search: (filter: NewsletterSearch) => ['newsletter', 'subscribers', filter] as const,
};

export function useSubscribers(filter: NewsletterSearch) {
  return useQuery({
    queryKey: subscriberKeys.search(filter),
    queryFn: () => call(searchNewsletterSubscriptions, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export const deactivateSubscriber = (id: number) => call(deactivateNewsletterSubscription, { body: { id } });
