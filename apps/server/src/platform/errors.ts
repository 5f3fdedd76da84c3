import type { ErrorBody, ServerMessageKey } from '@portal/contracts';
import { messageForIssue } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailableReason } from './db/unavailable';
import type { ValidationIssue } from './validation';

/** The field name used when a refusal is not about one field. */
export const GENERAL = 'general';

type Params = Record<string, string | number>;

/** A refusal the client should show: an HTTP status and a message key on a field. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: ServerMessageKey,
    readonly field: string = GENERAL,
    readonly params?: Params,
    /** Further fields refused with the first, in the order to show them. */
    readonly more: Record<string, ServerMessageKey> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }

  body(requestId?: string): ErrorBody {
    return {
      errors: { [this.field]: this.key, ...this.more },
      ...(this.params ? { params: { [this.field]: this.params } } : {}),
      ...(requestId ? { requestId } : {}),
    };
  }
}

/** A 400 naming every refused field; nothing when the list is empty. */
export function assertNoFieldErrors(errors: Record<string, ServerMessageKey>): void {
  const [first, ...rest] = Object.entries(errors);
  if (!first) return;
  throw new AppError(400, first[1], first[0], undefined, Object.fromEntries(rest));
}

export const badRequest = (key: ServerMessageKey, field: string = GENERAL, params?: Params) =>
  new AppError(400, key, field, params);
export const notFound = (key: ServerMessageKey = 'record_not_found', field = 'id') =>
  new AppError(404, key, field);
export const unauthorized = (key: ServerMessageKey = 'session_expired') => new AppError(401, key);
/** A 429 that says when to try again (Retry-After, in whole seconds). */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;
  constructor(key: ServerMessageKey, retryAfterMs: number, params?: Params) {
    super(429, key, GENERAL, params);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/**
 * Too many attempts; with a wait, the answer carries Retry-After and `key` may name the
 * limit and the wait in minutes (`{ minutes }`), for the message.
 */
export const tooManyRequests = (
  options: { retryAfterMs?: number; key?: ServerMessageKey; inMinutes?: boolean } = {},
) => {
  const { retryAfterMs = 60_000, key = 'too_many_requests' } = options;
  const params = options.inMinutes ? { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) } : undefined;
  return new TooManyRequests(key, retryAfterMs, params);
};
export const forbidden = () => new AppError(403, 'forbidden');

type Issue = ValidationIssue;

/** Maps one refused value to the message key (and values) the client shows. */
export function issueToMessage(issue: Issue): { key: ServerMessageKey; params?: Params } {
  return messageForIssue({ ...issue.params, code: issue.keyword, message: issue.message });
}

function fieldOf(issue: Issue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params['keys'])) {
    const key = String((issue.params['keys'] as unknown[])[0] ?? '');
    return path ? `${path}.${key}` : key;
  }
  return path || context || GENERAL;
}

function validationBody(
  error: { validation: Issue[]; validationContext?: string },
  requestId: string,
): ErrorBody {
  const errors: Record<string, string> = {};
  const params: Record<string, Params> = {};
  for (const issue of error.validation) {
    const field = fieldOf(issue, error.validationContext);
    if (field in errors) continue;
    const message = issueToMessage(issue);
    errors[field] = message.key;
    if (message.params) params[field] = message.params;
  }
  return { errors, ...(Object.keys(params).length ? { params } : {}), requestId };
}

/** Fastify's own client errors (bad JSON, too large, wrong media type), by status. */
const transportKeys: Record<number, ServerMessageKey> = {
  400: 'data_invalid',
  401: 'session_expired',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'data_invalid',
  413: 'request_too_large',
  414: 'request_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'request_too_large',
};

/**
 * The one place errors become answers: 400 with field message keys, 401/403/404/405
 * and 429 with their keys, 503 while the database cannot be reached, and 500 with
 * nothing but a request id (details go to the log).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const requestId = String(request.id);
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(error.body(requestId));
    }
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) {
      // The database is away (down, restarting): a passing state, not a fault of the request.
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .send({ errors: { [GENERAL]: 'service_unavailable' }, requestId } satisfies ErrorBody);
    }
    if (Array.isArray(error.validation)) {
      return reply
        .status(400)
        .send(
          validationBody(error as unknown as { validation: Issue[]; validationContext?: string }, requestId),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = transportKeys[status] ?? 'data_invalid';
      const field = status === 400 || status === 413 || status === 415 ? 'body' : GENERAL;
      return reply.status(status).send({ errors: { [field]: key }, requestId } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ errors: { [GENERAL]: 'web_service_request_error' }, requestId } satisfies ErrorBody);
  });
}
