import { getComplaintMonthCounts } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { AppContext } from '../../platform/module';
import { createServiceKeys } from '../rest-service-users';
import { feedRoutes } from './complaints.feed';
import { open311Routes } from './complaints.open311';
import type { Complaints } from './complaints.service';
import { createComplaintMonthCounts } from './complaints-home.service';

/**
 * What complaints give beyond their pages: the home page's month counts, the Atom feed
 * (/feeds/complaints.atom) and Open311 GeoReport v2 (/open311/v2).
 */
export function openDataRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'texts' | 'tenants' | 'links' | 'config' | 'limiter'>,
  complaints: Pick<Complaints, 'report'>,
) {
  const counts = createComplaintMonthCounts(ctx.db);
  route(app, getComplaintMonthCounts, async ({ tenant, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return counts.monthCounts(tenant.municipalityId);
  });
  feedRoutes(app, ctx);
  open311Routes(app, {
    ...ctx,
    serviceKeys: createServiceKeys(ctx.db, ctx.limiter),
    report: (principal, input, options) => complaints.report(principal, input, options),
  });
}
