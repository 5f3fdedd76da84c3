import { z } from 'zod';
import { ADMINISTRATORS } from '../access';
import { PageRequest, pageOf } from '../common';
import { defineEndpoint } from '../endpoint';

export const OutboxStatus = { Pending: 1, Sent: 2, Failed: 3, Captured: 4, Sending: 5 } as const;

export const OutboxItem = z.object({
  id: z.number().int(),
  channel: z.number().int(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** 1 waiting, 2 sent, 3 failed, 4 kept here because no mail or SMS server is configured, 5 being sent. */
  status: z.number().int(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

/**
 * Messages the portal sent or holds, newest first. Readable only in demo mode, where
 * mail and SMS are not delivered and the codes and links are needed to try the portal.
 */
export const searchOutbox = defineEndpoint({
  name: 'Outbox.Search',
  method: 'POST',
  path: '/api/Outbox/Search',
  summary: 'Messages in the outbox (demo mode only)',
  access: ADMINISTRATORS,
  body: PageRequest.extend({
    channel: z.number().int().optional(),
    recipient: z.string().trim().max(254).optional(),
  }),
  response: pageOf(OutboxItem),
  personalData: true,
});
