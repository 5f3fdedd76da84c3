import { z } from 'zod';
import { DiscussionFile } from '../../discussions';

// The public story of a complaint (issue 18): what happened to it, oldest first. Kept apart
// from `shared.ts`, which only imports it, so the details' shape reads it without a cycle.

/** What a timeline entry tells of. */
export const ComplaintTimelineKind = z.enum([
  'reported',
  'assigned',
  'answered',
  'resolved',
  'reopened',
  'confirmedFixed',
  'mergedInto',
  'mergedFrom',
  /** Found inappropriate, and brought back after review: only to its reporter and staff in scope. */
  'inappropriate',
  'restored',
]);
export type ComplaintTimelineKind = z.infer<typeof ComplaintTimelineKind>;

/** Another complaint an entry names: the survivor of a merge, or the duplicate merged into this one. */
export const ComplaintReference = z.object({ id: z.number().int(), number: z.string() });
export type ComplaintReference = z.infer<typeof ComplaintReference>;

export const ComplaintTimelineEntry = z.object({
  kind: ComplaintTimelineKind,
  date: z.string(),
  /** Assigned: the unit it went to; answered: the unit that answered. */
  unitName: z.string().nullable(),
  /** The text to quote: the answer, the resolution note, the reporter's or the merge's reason; '' when none. */
  text: z.string(),
  /** An answer's files (downloaded through Complaints.DownloadAnswerFile). */
  files: z.array(DiscussionFile),
  /** Merged into / from: the other complaint. */
  related: ComplaintReference.nullable(),
});
export type ComplaintTimelineEntry = z.infer<typeof ComplaintTimelineEntry>;
