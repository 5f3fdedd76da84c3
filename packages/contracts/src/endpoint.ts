import type { z } from 'zod';
import type { AccessRight, Profile } from './enums';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. This is the policy table: the server enforces it for
 * every endpoint and the web's display rules read the same declarations.
 * - `public`: anyone, signed in or not.
 * - otherwise a signed-in caller whose profile is listed, or who holds one of the rights.
 */
export type EndpointAccess =
  | { readonly public: true }
  | { readonly profiles: readonly Profile[]; readonly rights?: readonly AccessRight[] };

/** A response that is a file (PDF, image, ...) rather than JSON. */
export type FileResponse = { readonly file: readonly string[] };

/**
 * A request body that is one file, sent as `multipart/form-data` in the named field.
 * The server judges the file by its bytes; the size limit is configuration.
 */
export type FileUpload = { readonly upload: { readonly field: string } };

/** What a handler receives of an uploaded file. */
export type UploadedFile = {
  readonly data: Uint8Array;
  readonly fileName: string;
  /** Who sent it (`user:<id>`, else `address:<ip>`): heavy work on uploads is queued fairly per sender. */
  readonly uploader?: string;
};

type Schema = z.ZodType;

export type Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | FileUpload | undefined = Schema | FileUpload | undefined,
  R extends Schema | FileResponse = Schema | FileResponse,
> = {
  /** `Group.Action`, unique; also the OpenAPI operation id. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Fastify-style path, parameters as `:name`. */
  readonly path: string;
  readonly summary: string;
  readonly access: EndpointAccess;
  /** Answers carry personal data: never stored by caches. */
  readonly personalData?: boolean;
  /** Calls that must not show the global spinner (the spec exempts the menu call). */
  readonly silent?: boolean;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
};

export type AnyEndpoint = Endpoint;

type Definition<P, Q, B, R> = {
  name: string;
  method: HttpMethod;
  path: string;
  summary: string;
  access: EndpointAccess;
  personalData?: boolean;
  silent?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
};

export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | FileUpload | undefined = undefined,
  R extends Schema | FileResponse = Schema,
>(def: Definition<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return {
    ...def,
    params: def.params as P,
    query: def.query as Q,
    body: def.body as B,
  };
}

export const PUBLIC: EndpointAccess = { public: true };

export function isFileResponse(response: Schema | FileResponse): response is FileResponse {
  return typeof response === 'object' && response !== null && 'file' in response;
}

export function isFileUpload(body: Schema | FileUpload | undefined): body is FileUpload {
  return typeof body === 'object' && body !== null && 'upload' in body;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;

/** What a caller passes: path and query values as the server reads them, the body as sent. */
export type EndpointInput<E extends AnyEndpoint> = (E['params'] extends Schema
  ? { params: z.output<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query: z.output<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema
    ? { body: In<E['body']> }
    : E['body'] extends FileUpload
      ? { body: Blob }
      : { body?: undefined });

/** What the handler produces and the caller receives. */
export type EndpointResult<E extends AnyEndpoint> = E['response'] extends FileResponse
  ? File
  : Out<E['response']>;

export type EndpointParams<E extends AnyEndpoint> = Out<E['params']>;
export type EndpointQuery<E extends AnyEndpoint> = Out<E['query']>;
export type EndpointBody<E extends AnyEndpoint> = E['body'] extends FileUpload
  ? UploadedFile
  : Out<E['body']>;

/** Fills `:name` segments of a path, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
