import type { TestContext } from './harness';
import { multipart } from './files';

export type Headers = Record<string, string>;

/** Sends one file as a multipart form, as the web's upload does. */
export function upload(
  ctx: TestContext,
  url: string,
  headers: Headers,
  file: { name: string; data: Buffer },
) {
  const body = multipart([file]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export const post = (ctx: TestContext, url: string, headers: Headers, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

export const get = (ctx: TestContext, url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
