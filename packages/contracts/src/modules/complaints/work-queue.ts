import { z } from 'zod';
import { LanguageParams } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { complaintStaffAccess } from './shared';

// ---- Staff: the work queue (the page staff land on after signing in) ----

/**
 * The queue's groups: `new` — reported and not assigned yet (only for those who see unassigned
 * complaints: administrators and right 15); `mine` — open and assigned to the caller's unit or a
 * unit under it; `overdue` — past the first answer's deadline, unanswered and open, in the
 * caller's scope; `waiting` — assigned to the caller's unit or branch and not answered yet, or
 * reopened by the reporter since the last answer.
 */
export const workQueueGroups = ['new', 'mine', 'overdue', 'waiting'] as const;
export const zWorkQueueGroup = z.enum(workQueueGroups);
export type WorkQueueGroup = z.infer<typeof zWorkQueueGroup>;

/** How many of each group's complaints the queue shows; the rest are in the staff list. */
export const WORK_QUEUE_ROWS = 5;

export const WorkQueueItem = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  categoryName: z.string(),
  categoryIcon: z.string().nullable(),
  statusId: z.number().int(),
  dateCreated: z.string(),
  /** The first answer's deadline; null without one. */
  dueAt: z.string().nullable(),
  address: z.string(),
  organizationalUnitName: z.string().nullable(),
  supportCount: z.number().int(),
});
export type WorkQueueItem = z.infer<typeof WorkQueueItem>;

export const WorkQueueGroupResult = z.object({
  group: zWorkQueueGroup,
  totalCount: z.number().int(),
  /** The oldest first, at most WORK_QUEUE_ROWS. */
  items: z.array(WorkQueueItem),
});
export type WorkQueueGroupResult = z.infer<typeof WorkQueueGroupResult>;

export const WorkQueue = z.object({
  /** The groups the caller has, in the order of `workQueueGroups`. */
  groups: z.array(WorkQueueGroupResult),
});
export type WorkQueue = z.infer<typeof WorkQueue>;

export const getWorkQueue = defineEndpoint({
  name: 'ComplaintConfiguration.GetWorkQueue',
  method: 'GET',
  path: '/api/ComplaintConfiguration/GetWorkQueue/:languageId',
  summary:
    'The caller’s work queue: counts and the oldest complaints that are new (unassigned; right 15 ' +
    'and administrators), assigned to the caller’s unit and those under it, overdue, and waiting ' +
    'for an answer (or reopened since the last one)',
  access: complaintStaffAccess,
  params: LanguageParams,
  response: WorkQueue,
});
