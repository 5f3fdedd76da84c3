import {
  addComplaintNote,
  followComplaint,
  mergeComplaint,
  unfollowByToken,
  unfollowComplaint,
  unfollowOneClick,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import type { Limiter } from '../../platform/limiter';
import { acceptOneClick } from '../../platform/notify/one-click';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { createComplaintFollowing } from './complaints-following.service';
import { createComplaintMerging } from './complaints-merge.service';

/** Following a complaint, the one-click unfollow, staff's internal notes and merging duplicates (issue 18). */
export function followingRoutes(
  app: FastifyInstance,
  { deps, core, limiter }: { deps: ComplaintsDeps; core: ComplaintsCore; limiter: Limiter },
): void {
  const following = createComplaintFollowing(deps, core);
  const merging = createComplaintMerging(deps, core);

  route(app, followComplaint, ({ body, request }) => following.follow(callerOf(request), body.complaintId));
  route(app, unfollowComplaint, ({ body, request }) =>
    following.unfollow(callerOf(request), body.complaintId),
  );
  route(
    app,
    unfollowByToken,
    ({ body, tenant }) => following.unfollowByToken(tenant.municipalityId, body.token),
    {
      limit: following.limitUnfollows(limiter),
    },
  );
  // The mail app's own "unsubscribe" (the e-mail's List-Unsubscribe header, RFC 8058).
  void app.register(async (scope) => {
    acceptOneClick(scope);
    route(
      scope,
      unfollowOneClick,
      ({ params, tenant }) => following.unfollowByToken(tenant.municipalityId, params.token),
      { limit: following.limitUnfollows(limiter) },
    );
  });
  route(app, addComplaintNote, ({ body, request }) => merging.note(callerOf(request), body));
  route(app, mergeComplaint, async ({ body, request }) => {
    await merging.merge(callerOf(request), body);
    return { success: true } as const;
  });
}
