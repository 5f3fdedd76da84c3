import { z } from 'zod';
import { administratorsOr } from '../../access';
import { PageRequest, zLanguageId } from '../../common';
import { DiscussionComment, DiscussionFile, UploadedAttachment } from '../../discussions';
import { AccessRight, ComplaintStatus } from '../../enums';
import { optional } from '../accounts';
import { zIsoDate, zStatus } from './fields';
import { ComplaintReference, ComplaintTimelineEntry } from './timeline';

// The limits: a module without schemas, which the web's public pages read.
export * from './limits';

// ---- Status rules ----

/**
 * Where a complaint may go from each status (decision 0016). Staff move it; a resolved
 * complaint stays resolved (the spec's 'resolved_complaint_status_cannot_change').
 * - Created: assigned to a unit, answered directly by the office, resolved, or found inappropriate.
 * - Inappropriate: brought back after review (to Created, or Assigned when it has a unit).
 * - Assigned: answered, resolved, reassigned (stays Assigned) or found inappropriate.
 * - Answered: resolved, or sent back to a unit when the answer does not settle it.
 */
export const complaintTransitions: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  [ComplaintStatus.Created]: [
    ComplaintStatus.Inappropriate,
    ComplaintStatus.Assigned,
    ComplaintStatus.Answered,
    ComplaintStatus.Resolved,
  ],
  [ComplaintStatus.Inappropriate]: [ComplaintStatus.Created, ComplaintStatus.Assigned],
  [ComplaintStatus.Assigned]: [
    ComplaintStatus.Inappropriate,
    ComplaintStatus.Assigned,
    ComplaintStatus.Answered,
    ComplaintStatus.Resolved,
  ],
  [ComplaintStatus.Answered]: [ComplaintStatus.Assigned, ComplaintStatus.Resolved],
  [ComplaintStatus.Resolved]: [],
};

/** Whether a complaint in status `from` may move to `to`; Assigned also needs a unit. */
export function mayMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return complaintTransitions[from].includes(to);
}

/** The message key for a refused move: the spec's own for a resolved complaint. */
export function refusedMoveMessage(from: ComplaintStatus) {
  return from === ComplaintStatus.Resolved
    ? ('resolved_complaint_status_cannot_change' as const)
    : ('complaint_status_change_not_allowed' as const);
}
// ---- Shared shapes ----

export const ComplaintPosition = z.object({ latitude: z.number(), longitude: z.number() });

/** A file attached to a complaint, a comment or an answer (metadata only; bytes by download). */
export const ComplaintFile = DiscussionFile;
export type ComplaintFile = z.infer<typeof ComplaintFile>;

/** A photo as stored: re-encoded, without metadata; `url`s are the image and thumbnail calls. */
export const ComplaintImage = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
});
export type ComplaintImage = z.infer<typeof ComplaintImage>;

/** A comment on a complaint: a discussion's comment (decision 0022). */
export const ComplaintComment = DiscussionComment;
export type ComplaintComment = z.infer<typeof ComplaintComment>;

export const ComplaintAnswer = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  organizationalUnitName: z.string().nullable(),
  dateCreated: z.string(),
  files: z.array(ComplaintFile),
});
export type ComplaintAnswer = z.infer<typeof ComplaintAnswer>;

export const ComplaintListItem = z.object({
  id: z.number().int(),
  /** The municipality's number for it: sequence/year, e.g. "154/2026". */
  number: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryIcon: z.string().nullable(),
  statusId: z.number().int(),
  dateCreated: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  organizationalUnitName: z.string().nullable(),
  /** The first photo's id, for a thumbnail; null without photos. */
  imageId: z.number().int().nullable(),
  /** Past its category's response deadline without an answer (deadline.ts). */
  overdue: z.boolean(),
});
export type ComplaintListItem = z.infer<typeof ComplaintListItem>;

export const ComplaintDetails = ComplaintListItem.extend({
  description: z.string(),
  locationDescription: z.string(),
  organizationalUnitId: z.number().int().nullable(),
  /**
   * The reporter: the full name to staff and to the reporter; to anyone else "First L." when
   * the reporter chose to show it, else empty (the web says "Građanin/ka").
   */
  userName: z.string(),
  /** Whether the caller reported it. */
  mine: z.boolean(),
  /** "This is my problem too": how many support it, and whether the caller does. */
  supportCount: z.number().int(),
  supportedByMe: z.boolean(),
  images: z.array(ComplaintImage),
  documents: z.array(ComplaintFile),
  comments: z.array(ComplaintComment),
  answers: z.array(ComplaintAnswer),
  /** Hours from the report to the first answer; null until answered. */
  responseHours: z.number().nullable(),
  /** The first answer is due by then (the category's response days); null: no deadline. */
  dueAt: z.string().nullable(),
  dateResolved: z.string().nullable(),
  inappropriate: z.boolean(),
  visible: z.boolean(),
  /** What happened to it, oldest first, without internal notes (timeline.ts). */
  timeline: z.array(ComplaintTimelineEntry),
  /** Whether the caller follows it (false signed out), and how many do. */
  following: z.boolean(),
  followerCount: z.number().int(),
  /** The report it was merged into as a duplicate; null when it was not. */
  mergedInto: ComplaintReference.nullable(),
});
export type ComplaintDetails = z.infer<typeof ComplaintDetails>;

/** The filters of the public list, the staff list and the map. */
export const ComplaintFilter = z.object({
  languageId: zLanguageId,
  text: z.string().trim().max(100).optional(),
  categoryId: optional(z.number().int().min(1)).optional(),
  statusId: optional(zStatus).optional(),
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
});
export type ComplaintFilter = z.input<typeof ComplaintFilter>;

export const ComplaintSearch = PageRequest.extend(ComplaintFilter.shape).extend({
  sort: z.enum(['dateCreated', 'number', 'title', 'status', 'category']).default('dateCreated'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type ComplaintSearch = z.input<typeof ComplaintSearch>;

/** A file received by an upload call, waiting for the report, comment or answer that takes it. */
export const UploadedComplaintFile = UploadedAttachment;
export type UploadedComplaintFile = z.infer<typeof UploadedComplaintFile>;

/**
 * Who handles complaints: administrators (everything), right 15 (every complaint at all
 * levels) and right 16 (complaints assigned to the caller's unit or a unit under it).
 * The server also checks each complaint against the caller's scope.
 */
export const complaintStaffAccess = administratorsOr(
  AccessRight.ComplaintListAllLevels,
  AccessRight.ComplaintListOwnUnit,
);

/** Who keeps the response templates: administrators and right 15 (every complaint). */
export const complaintTemplatesAccess = administratorsOr(AccessRight.ComplaintListAllLevels);
