import { getNearbyComplaints, supportComplaint, withdrawComplaintSupport } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import type { WriteKind } from '../../platform/write-limits';
import type { ComplaintSupports } from './complaints-support.service';

/** Reports near a pin and supports of them; supports count against the caller's write limits. */
export function supportRoutes(
  app: FastifyInstance,
  supports: ComplaintSupports,
  limited: (kind: WriteKind) => { limit: (request: FastifyRequest) => Promise<void> },
): void {
  route(app, getNearbyComplaints, ({ body, tenant, request }) =>
    supports.nearby(request.principal, tenant.municipalityId, body),
  );
  route(app, supportComplaint, ({ body, request }) => supports.support(callerOf(request), body.complaintId), {
    signInMessage: 'must_register_to_support',
    ...limited('support'),
  });
  route(
    app,
    withdrawComplaintSupport,
    ({ body, request }) => supports.withdraw(callerOf(request), body.complaintId),
    { signInMessage: 'must_register_to_support', ...limited('support') },
  );
}
