import { z } from 'zod';
import { SIGNED_IN_PEOPLE } from '../../access';
import { zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { zLatitude, zLongitude } from './fields';

// ---- "Is it already reported?": reports near a pin, and supports ("this is my problem too") ----

// The support rule: a module without schemas, which the complaint's page reads.
export * from './support';

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
