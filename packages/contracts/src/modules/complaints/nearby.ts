import { z } from 'zod';
import { SIGNED_IN_PEOPLE } from '../../access';
import { zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { ComplaintStatus } from '../../enums';
import { zLatitude, zLongitude } from './fields';

// ---- "Is it already reported?": reports near a pin, and supports ("this is my problem too") ----

/** At most this many reports are offered near a pin, the nearest first. */
export const NEARBY_COMPLAINTS_MAX = 10;
/** A resolved report is still offered, and may still be supported, this many days after it was resolved. */
export const SUPPORT_RESOLVED_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Whether a report may still gather supports: open (created, assigned, answered), or resolved
 * within the last SUPPORT_RESOLVED_DAYS days. The server also wants it public and not merged
 * into another; the web reads the same rule to offer the button.
 */
export function openForSupport(
  complaint: { statusId: number; dateResolved: string | Date | null },
  now: Date = new Date(),
): boolean {
  switch (complaint.statusId) {
    case ComplaintStatus.Created:
    case ComplaintStatus.Assigned:
    case ComplaintStatus.Answered:
      return true;
    case ComplaintStatus.Resolved:
      return (
        complaint.dateResolved !== null &&
        now.getTime() - new Date(complaint.dateResolved).getTime() <= SUPPORT_RESOLVED_DAYS * DAY_MS
      );
    default:
      return false;
  }
}

export const NearbyRequest = z.object({
  latitude: zLatitude,
  longitude: zLongitude,
  categoryId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
  languageId: zLanguageId,
});
export type NearbyRequest = z.input<typeof NearbyRequest>;

/** A public report near the pin, as the citizen about to report the same problem sees it. */
export const NearbyComplaint = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  categoryName: z.string(),
  statusId: z.number().int(),
  address: z.string(),
  /** From the pin, in whole metres. */
  distanceMeters: z.number().int(),
  dateCreated: z.string(),
  dateResolved: z.string().nullable(),
  /** The first photo's thumbnail (Complaints.GetThumbnail); null without photos. */
  thumbnailUrl: z.string().nullable(),
  supportCount: z.number().int(),
  /** The caller supports it already (false when not signed in). */
  supportedByMe: z.boolean(),
  /** The caller reported it (a reporter does not support their own report). */
  mine: z.boolean(),
});
export type NearbyComplaint = z.infer<typeof NearbyComplaint>;

export const getNearbyComplaints = defineEndpoint({
  name: 'Complaints.GetNearby',
  method: 'POST',
  path: '/api/Complaints/GetNearby',
  summary:
    'Before a report: up to 10 public reports of the category near the pin (within the ' +
    'NearbyDistanceMeters parameter), open or resolved within the last 30 days, the nearest first, ' +
    'with their supports and whether the caller supports each',
  access: PUBLIC,
  body: NearbyRequest,
  response: z.object({
    /** The distance searched (the municipality's parameter), in metres. */
    distanceMeters: z.number().int(),
    items: z.array(NearbyComplaint),
  }),
});

export const SupportRequest = z.object({
  complaintId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
});
export type SupportRequest = z.input<typeof SupportRequest>;

export const SupportState = z.object({
  complaintId: z.number().int(),
  supportCount: z.number().int(),
  supportedByMe: z.boolean(),
  /** The caller follows the complaint now (a support also follows it). */
  following: z.boolean(),
});
export type SupportState = z.infer<typeof SupportState>;

// Anonymous citizens are refused by the service with must_register_to_support (an account
// without an address cannot follow by e-mail, and costs one click to make).
const supporters = SIGNED_IN_PEOPLE;

export const supportComplaint = defineEndpoint({
  name: 'Complaints.Support',
  method: 'POST',
  path: '/api/Complaints/Support',
  summary:
    '"This is my problem too": a registered citizen supports a public report that is open or was ' +
    'resolved within 30 days, once, and follows it; not their own (complaint_support_own)',
  access: supporters,
  body: SupportRequest,
  response: SupportState,
});

export const withdrawComplaintSupport = defineEndpoint({
  name: 'Complaints.WithdrawSupport',
  method: 'POST',
  path: '/api/Complaints/WithdrawSupport',
  summary: "Takes back the caller's support of a public report; they keep following it until they unfollow",
  access: supporters,
  body: SupportRequest,
  response: SupportState,
});
