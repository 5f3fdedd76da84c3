import { z } from 'zod';
import { ADMINISTRATORS } from '../../access';
import { PageRequest, pageOf, zId } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * Pending 1, Sent 2, Failed 3, Captured 4; Sending 5 is only shown: a pending message a
 * dispatcher holds under a lease.
 */
export const OutboxStatus = { Pending: 1, Sent: 2, Failed: 3, Captured: 4, Sending: 5 } as const;

export const OutboxItem = z.object({
  id: z.number().int(),
  channel: z.number().int(),
  recipient: z.string(),
  subject: z.string().nullable(),
  /**
   * The text; only in demo mode, where mail and SMS are not delivered and its codes and
   * links are how one tries the portal. Elsewhere null: they are secrets of the recipient.
   */
  body: z.string().nullable(),
  /** An e-mail's reply address (a question's `odgovor+…@…`); demo mode only, as the text. */
  replyTo: z.string().nullable(),
  /** 1 waiting, 2 sent, 3 failed, 4 kept here because no mail or SMS server is configured, 5 being sent. */
  status: z.number().int(),
  attempts: z.number().int(),
  /** Why the last try failed (the mail server's or gateway's answer), kept after a later success. */
  lastError: z.string().nullable(),
  /** When the next try is due; only for a message waiting to be sent. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

/**
 * Messages the portal sent or holds, newest first, with their status, tries, last error
 * and next try, so that administrators see what did not go out and can send it again.
 * The texts only in demo mode (see `body`).
 */
export const searchOutbox = defineEndpoint({
  name: 'Outbox.Search',
  method: 'POST',
  path: '/api/Outbox/Search',
  summary: 'Messages in the outbox: status, last error and next try (their texts in demo mode only)',
  access: ADMINISTRATORS,
  body: PageRequest.extend({
    channel: z.number().int().optional(),
    recipient: z.string().trim().max(254).optional(),
  }),
  response: pageOf(OutboxItem),
  personalData: true,
});

/**
 * Puts a failed message back in the queue with its tries counted afresh, and sends it at
 * once. In every mode: it shows nothing of the message.
 */
export const resendOutboxMessage = defineEndpoint({
  name: 'Outbox.Resend',
  method: 'POST',
  path: '/api/Outbox/Resend',
  summary: 'Send a failed message again',
  access: ADMINISTRATORS,
  body: z.object({ id: zId }),
  response: z.object({ success: z.literal(true) }),
});
