import { z } from 'zod';

// ---- Statutory clocks: a category's response days, and the share answered in time ----

/** Complaints with a deadline of one unit (id null: not assigned), responded to in time or late. */
const DeadlineShare = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  /** With a deadline and either responded to or overdue (those still within it are not counted yet). */
  counted: z.number().int(),
  /** Of them responded to by the deadline. */
  inTime: z.number().int(),
  share: z.number().min(0).max(1).nullable(),
});

export const ComplaintDeadlineShares = z.object({
  counted: z.number().int(),
  inTime: z.number().int(),
  share: z.number().min(0).max(1).nullable(),
  /** Per unit, the most counted first. */
  byUnit: z.array(DeadlineShare),
});
export type ComplaintDeadlineShares = z.infer<typeof ComplaintDeadlineShares>;
