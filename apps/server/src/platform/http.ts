import {
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  ErrorBody,
  type FileResponse,
  isFileResponse,
  isFileUpload,
  type ServerMessageKey,
} from '@portal/contracts';
import { toAscii } from '@portal/i18n/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authorize } from './auth/auth';
import { fileNameFor } from './files/names';
import { readUpload } from './files/upload';
import type { Tenant } from './tenancy';

export type FileResult = {
  /** The bytes, or a stream of them (a report written while it is sent). */
  data: Buffer | Uint8Array | string | NodeJS.ReadableStream;
  contentType: string;
  /** Offered as a download under this name; shown inline when absent. */
  fileName?: string;
  /** Public, cacheable for this many seconds; otherwise never stored. */
  cacheSeconds?: number;
};

export type HandlerContext<E extends AnyEndpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  tenant: Tenant;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type HandlerResult<E extends AnyEndpoint> = E['response'] extends FileResponse
  ? FileResult
  : E['response'] extends z.ZodType
    ? z.output<E['response']>
    : never;

export type Handler<E extends AnyEndpoint> = (ctx: HandlerContext<E>) => Promise<HandlerResult<E>>;

/** `attachment; filename*=UTF-8''...` (RFC 6266), safe for any file name. */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const ascii = toAscii(fileName).replace(/["\\]/g, '') || 'file';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const errorResponses = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Binds a declared endpoint to its handler: validation and serialisation come from
 * the declaration, access is checked before the handler runs.
 */
export type RouteOptions = {
  /** Requests allowed per client address in the window, e.g. `{ max: 10, timeWindow: '1 minute' }`. */
  rateLimit?: { max: number; timeWindow: string };
  /** The message key a caller who is not signed in is refused with (401), instead of session_expired. */
  signInMessage?: ServerMessageKey;
  /** Counts the call against the caller's limits (a write's), after access and before the input is read. */
  limit?: (request: FastifyRequest) => Promise<void>;
};

export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  const file = isFileResponse(endpoint.response);
  // A file body is read by the handler, within the upload limit, not parsed and validated as JSON.
  const upload = isFileUpload(endpoint.body) ? endpoint.body.upload : null;
  const group = endpoint.name.split('.')[0] ?? endpoint.name;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: [group],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !upload ? { body: endpoint.body } : {}),
      response: file ? errorResponses : { 200: endpoint.response as z.ZodType, ...errorResponses },
    },
    // Access is checked before the input is even read: a refused caller learns nothing of it.
    preValidation: async (request) => {
      authorize(request, endpoint, options.signInMessage);
      // An upload is refused before its bytes are read.
      if (options.limit) await options.limit(request);
    },
    handler: async (request, reply) => {
      if (endpoint.personalData) reply.header('cache-control', 'no-store');
      const result = await handler({
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: (upload ? await readUpload(request, upload.field) : request.body) as EndpointBody<E>,
        tenant: request.tenant,
        request,
        reply,
      });
      if (!file) return result;
      const out = result as FileResult;
      reply.header('content-type', out.contentType);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', out.cacheSeconds ? `public, max-age=${out.cacheSeconds}` : 'no-store');
      // The name's extension follows what is sent, whatever name a file was stored under.
      if (out.fileName) {
        reply.header('content-disposition', contentDisposition(fileNameFor(out.fileName, out.contentType)));
      }
      // A file is never a page: nothing in it may run or load anything.
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
      );
      return reply.send(out.data);
    },
  });
}
