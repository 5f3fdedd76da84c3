import {
  deleteResponseTemplate,
  getResponseTemplateById,
  getResponseTemplatesForComplaint,
  getWorkQueue,
  saveResponseTemplate,
  searchResponseTemplates,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import type { ResponseTemplates } from './complaints-templates.service';
import type { WorkQueueService } from './complaints-work-queue.service';

/** The staff's work queue and the answer templates (administered by administrators and right 15). */
export function staffWorkRoutes(
  app: FastifyInstance,
  { workQueue, templates }: { workQueue: WorkQueueService; templates: ResponseTemplates },
): void {
  route(app, getWorkQueue, ({ params, request }) => workQueue.queue(callerOf(request), params.languageId));
  route(app, searchResponseTemplates, ({ body, request }) => templates.search(callerOf(request), body));
  route(app, getResponseTemplateById, ({ params, request }) =>
    templates.get(callerOf(request), params.id, params.languageId),
  );
  route(app, saveResponseTemplate, ({ body, request }) => templates.save(callerOf(request), body));
  route(app, deleteResponseTemplate, async ({ params, request }) => {
    await templates.remove(callerOf(request), params.id);
    return { success: true } as const;
  });
  route(app, getResponseTemplatesForComplaint, ({ params, request }) =>
    templates.forComplaint(callerOf(request), params.id),
  );
}
