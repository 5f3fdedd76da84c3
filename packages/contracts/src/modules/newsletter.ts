import { z } from 'zod';
import { defineEndpoint, PUBLIC } from '../endpoint';

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
