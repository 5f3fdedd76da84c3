import { z } from 'zod';
import { ADMINISTRATORS } from '../../access';
import { PageRequest, pageOf } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { Done } from '../accounts';

export const NEWSLETTER_EMAIL_MAX = 100;

/** The spec's record: id 0, email empty, active false and dateCreated null initially. */
export const NewsletterSubscription = z.object({
  id: z.number().int().min(0).default(0),
  email: z.string().trim().min(1).max(NEWSLETTER_EMAIL_MAX).pipe(z.email()),
  active: z.boolean().default(false),
  dateCreated: z.string().nullable().default(null),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

export const emptyNewsletterSubscription = (): z.input<typeof NewsletterSubscription> => ({
  id: 0,
  email: '',
  active: false,
  dateCreated: null,
});

/** The same answer for a new and an existing subscription. */
export const NewsletterSubscriptionResult = z.object({
  email: z.string(),
  active: z.boolean(),
});

/**
 * Subscribes an address. Subscribing an address that is already on the list answers
 * the same success, so the call does not reveal who is subscribed.
 */
export const subscribeNewsletter = defineEndpoint({
  name: 'Newsletter.Subscribe',
  method: 'POST',
  path: '/api/Newsletter/Subscribe',
  summary: 'Subscribe an e-mail address to the municipality newsletter',
  access: PUBLIC,
  body: NewsletterSubscription,
  response: NewsletterSubscriptionResult,
});

export const NewsletterListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  active: z.boolean(),
  dateCreated: z.string(),
});
export type NewsletterListItem = z.infer<typeof NewsletterListItem>;

export const NewsletterSearch = PageRequest.extend({
  text: z.string().trim().max(NEWSLETTER_EMAIL_MAX).optional(),
  active: z.boolean().optional(),
  sort: z.enum(['email', 'dateCreated']).default('dateCreated'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type NewsletterSearch = z.input<typeof NewsletterSearch>;

export const searchNewsletterSubscriptions = defineEndpoint({
  name: 'Newsletter.Search',
  method: 'POST',
  path: '/api/Newsletter/Search',
  summary: 'Subscriptions to the newsletter by address and state, a page at a time',
  access: ADMINISTRATORS,
  body: NewsletterSearch,
  response: pageOf(NewsletterListItem),
  personalData: true,
});

/** The address stays on the list, inactive: no newsletter goes to it until it subscribes again. */
export const deactivateNewsletterSubscription = defineEndpoint({
  name: 'Newsletter.Deactivate',
  method: 'POST',
  path: '/api/Newsletter/Deactivate',
  summary: 'Stops sending the newsletter to a subscribed address',
  access: ADMINISTRATORS,
  body: z.object({ id: z.number().int().min(1) }),
  response: Done,
});
