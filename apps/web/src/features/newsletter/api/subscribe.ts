import { emptyNewsletterSubscription, subscribeNewsletter } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function subscribe(email: string) {
  return call(subscribeNewsletter, { body: { ...emptyNewsletterSubscription(), email } });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
