import type { AnyEndpoint, EndpointBody, UploadedAttachment, UploadedFile } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf, type Principal } from '../auth/auth';
import { route, type RouteOptions } from '../http';

/** The calls `discussionEndpoints` gives a module (contracts), as this helper needs them. */
type DiscussionCalls = {
  add: AnyEndpoint | undefined;
  list: AnyEndpoint;
  files: AnyEndpoint;
  addStaff: AnyEndpoint;
  upload: AnyEndpoint;
  setActive: AnyEndpoint;
  setInappropriate: AnyEndpoint;
};

/** What the module does for each call; each checks the caller against the subject first. */
export type DiscussionHandlers<C extends DiscussionCalls> = {
  /** A citizen's comment (the public call), when the discussion has one. */
  add?: (principal: Principal, body: EndpointBody<NonNullable<C['add']>>) => Promise<unknown>;
  list: (principal: Principal, subjectId: number) => Promise<unknown>;
  files: (principal: Principal, commentId: number) => Promise<unknown>;
  addStaff: (principal: Principal, body: EndpointBody<C['addStaff']>) => Promise<unknown>;
  upload: (principal: Principal, file: UploadedFile) => Promise<UploadedAttachment>;
  moderate: (
    principal: Principal,
    commentId: number,
    values: { active: boolean } | { inappropriate: boolean },
  ) => Promise<void>;
};

const done = { success: true } as const;

/**
 * Registers every call of a module's discussion at once (decision 0022): the module gives
 * the calls its contracts made with `discussionEndpoints` and one handler per use, with
 * the write limits of comments and uploads.
 */
export function discussionRoutes<C extends DiscussionCalls>(
  app: FastifyInstance,
  calls: C,
  handlers: DiscussionHandlers<C>,
  limits: { comment?: RouteOptions; upload?: RouteOptions } = {},
): void {
  // The calls' bodies and parameters were checked against their schemas by `route`.
  type Input = { body: never; params: { id: number }; principal: Principal };
  const on = (endpoint: AnyEndpoint, handler: (input: Input) => Promise<unknown>, options?: RouteOptions) =>
    route(
      app,
      endpoint,
      // Each handler answers its call's response; the module's handlers are typed by it.
      ({ body, params, request }) =>
        handler({
          body: body as never,
          params: params as { id: number },
          principal: callerOf(request),
        }) as Promise<never>,
      options,
    );
  if (calls.add && handlers.add) {
    const add = handlers.add;
    on(calls.add, ({ body, principal }) => add(principal, body), limits.comment);
  }
  on(calls.list, ({ params, principal }) => handlers.list(principal, params.id));
  on(calls.files, ({ params, principal }) => handlers.files(principal, params.id));
  on(calls.addStaff, ({ body, principal }) => handlers.addStaff(principal, body), limits.comment);
  on(calls.upload, ({ body, principal }) => handlers.upload(principal, body), limits.upload);
  on(calls.setActive, async ({ body, principal }) => {
    const { commentId, active } = body as { commentId: number; active: boolean };
    await handlers.moderate(principal, commentId, { active });
    return done;
  });
  on(calls.setInappropriate, async ({ body, principal }) => {
    const { commentId, inappropriate } = body as { commentId: number; inappropriate: boolean };
    await handlers.moderate(principal, commentId, { inappropriate });
    return done;
  });
}
