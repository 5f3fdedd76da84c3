import { emptyNewsletterSubscription, subscribeNewsletter } from '@portal/contracts';
import { call } from '../../../lib/api-client';
import type { Quiet } from '../../../lib/save';

/** Subscribes an address; `options` is useSave's QUIET, so that a refusal is shown once, on the field. */
export function subscribe(email: string, options?: Quiet) {
  return call(subscribeNewsletter, { body: { ...emptyNewsletterSubscription(), email } }, options);
}
