import { z } from 'zod';
import { SIGNED_IN_PEOPLE } from '../../access';
import { OneClickUnsubscribe } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { Done } from '../accounts';
import { zText } from './fields';
import { ComplaintHistoryEntry } from './admin';
import { COMPLAINT_COMMENT_MAX, complaintStaffAccess } from './shared';

// Following a complaint, staff's internal notes and merging duplicates (issue 18).

export const FollowRequest = z.object({ complaintId: z.number().int().min(1) });
export type FollowRequest = z.input<typeof FollowRequest>;

/** Whether the caller follows the complaint now, and how many do. */
export const FollowState = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type FollowState = z.infer<typeof FollowState>;

export const followComplaint = defineEndpoint({
  name: 'Complaints.Follow',
  method: 'POST',
  path: '/api/Complaints/Follow',
  summary:
    'Follows a complaint the caller may see: an e-mail on each public change (assignment, answer, ' +
    'resolution, reopening, merge), each with a one-click unfollow link. Following twice changes nothing.',
  access: SIGNED_IN_PEOPLE,
  body: FollowRequest,
  response: FollowState,
});

export const unfollowComplaint = defineEndpoint({
  name: 'Complaints.Unfollow',
  method: 'POST',
  path: '/api/Complaints/Unfollow',
  summary: 'Stops following a complaint the caller may see (the reporter too)',
  access: SIGNED_IN_PEOPLE,
  body: FollowRequest,
  response: FollowState,
});

/** The unfollow link's secret: 24 random bytes in base64url. */
export const UnfollowByTokenRequest = z.object({
  token: z
    .string({ error: 'unfollow_link_not_valid' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'unfollow_link_not_valid' }),
});
export type UnfollowByTokenRequest = z.input<typeof UnfollowByTokenRequest>;

export const unfollowByToken = defineEndpoint({
  name: 'Complaints.UnfollowByToken',
  method: 'POST',
  path: '/api/Complaints/UnfollowByToken',
  summary:
    'The one-click unfollow of a follower e-mail, without signing in: the page of the link posts its ' +
    'token. Answers which complaint it was; a link used before or never given answers unfollow_link_not_valid.',
  access: PUBLIC,
  body: UnfollowByTokenRequest,
  response: z.object({ complaintId: z.number().int(), number: z.string() }),
});

export const unfollowOneClick = defineEndpoint({
  name: 'Complaints.UnfollowOneClick',
  method: 'POST',
  path: '/api/Complaints/UnfollowOneClick/:token',
  summary:
    "RFC 8058 one-click unsubscribe of a follower e-mail: the address of the e-mail's List-Unsubscribe " +
    'header, to which the mail app posts `List-Unsubscribe=One-Click` as a form (urlencoded or multipart). ' +
    'The same token and answers as Complaints.UnfollowByToken.',
  access: PUBLIC,
  params: UnfollowByTokenRequest,
  body: OneClickUnsubscribe,
  response: z.object({ complaintId: z.number().int(), number: z.string() }),
});

export const AddNoteRequest = z.object({
  complaintId: z.number().int().min(1),
  text: zText(COMPLAINT_COMMENT_MAX),
});
export type AddNoteRequest = z.input<typeof AddNoteRequest>;

export const addComplaintNote = defineEndpoint({
  name: 'ComplaintConfiguration.AddComplaintNote',
  method: 'POST',
  path: '/api/ComplaintConfiguration/AddComplaintNote',
  summary:
    'Writes an internal note in a complaint’s history, with its current status: seen by staff in scope ' +
    'only, never by the reporter or the public, and nobody is told',
  access: complaintStaffAccess,
  body: AddNoteRequest,
  response: ComplaintHistoryEntry,
});

export const MergeRequest = z.object({
  complaintId: z.number().int().min(1),
  intoComplaintId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
  comment: zText(COMPLAINT_COMMENT_MAX),
});
export type MergeRequest = z.input<typeof MergeRequest>;

export const mergeComplaint = defineEndpoint({
  name: 'ComplaintConfiguration.MergeComplaint',
  method: 'POST',
  path: '/api/ComplaintConfiguration/MergeComplaint',
  summary:
    'Merges a duplicate report into another the caller also handles: the duplicate is resolved as ' +
    'merged (it cannot be undone), its reporter, followers and supporters follow the other report ' +
    'and are told. Refused into itself (complaint_merge_into_itself), into a merged, resolved or ' +
    'inappropriate report, or for a report merged already (complaint_already_merged).',
  access: complaintStaffAccess,
  body: MergeRequest,
  response: Done,
});
