import { followComplaint, unfollowByToken, unfollowComplaint } from '@portal/contracts';
import { call } from '../../../lib/api-client';
import type { Quiet } from '../../../lib/save';

/** Following a complaint, and the one-click unfollow of a follower e-mail's link. */
export const followCalls = {
  follow: (complaintId: number, options?: Quiet) => call(followComplaint, { body: { complaintId } }, options),
  unfollow: (complaintId: number, options?: Quiet) =>
    call(unfollowComplaint, { body: { complaintId } }, options),
  unfollowByToken: (token: string, options?: Quiet) => call(unfollowByToken, { body: { token } }, options),
};
