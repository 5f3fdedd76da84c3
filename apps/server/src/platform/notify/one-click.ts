import type { FastifyInstance } from 'fastify';

/*
 * RFC 8058 one-click unsubscribe: a mail app posts `List-Unsubscribe=One-Click` to the address of
 * a message's List-Unsubscribe header, as a form (application/x-www-form-urlencoded, or
 * multipart/form-data). A module's route for it (declared in the contracts with the body
 * `OneClickUnsubscribe`) is registered in a scope that accepts those forms: only there, so the
 * portal's own calls stay JSON. A GET (a link checker's, a preview's) reaches no such route.
 */

/** The fields of a urlencoded form. */
function urlencoded(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The plain fields of a multipart form (a one-click POST has one, and no files). */
function multipart(body: string, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const separator = boundary?.[1] ?? boundary?.[2];
  if (!separator) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${separator}`)) {
    const match = /name="([^"]*)"[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n?$/.exec(part);
    if (match) fields[match[1]!] = match[2]!;
  }
  return fields;
}

/** Lets the routes of this scope read a one-click POST's form, of either encoding. */
export function acceptOneClick(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, urlencoded(String(body))),
  );
  // Uploads' parser streams files; here a one-field form is read whole, within a few kilobytes.
  if (scope.hasContentTypeParser('multipart/form-data')) scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, done) => done(null, multipart(String(body), request.headers['content-type'] ?? '')),
  );
}
