import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { type ErrorBody, type LanguageId, languageKeyById, startCallPaths } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageCodes } from '@portal/i18n/server';
import FindMyWay from 'find-my-way';
import type { Config } from './config';
import type { ServerTexts } from './i18n';
import { usePagePolicy } from './security';
import type { TenantDirectory } from './tenancy';

const NONCE_PLACEHOLDER = /CSP_NONCE/g;
const API = /^\/api(\/|$)/;
const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Where the catalogue's preload (end of the head) and the carried answers (end of the body) go (decision 0017). */
const PAGE_END = '</body>';
const HEAD_END = '</head>';

/**
 * The answers to the app's start calls (`startCallPaths`), asked of the server's own routes as
 * the visitor's browser would ask them (the same host, hence municipality, and address, so the
 * same limits), to be carried in the page: the first paint then waits for no call. A call that
 * fails is left out, and the app makes it itself.
 */
async function pageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  languageId: LanguageId,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    startCallPaths(languageId).map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { host: request.host, accept: 'application/json' },
        remoteAddress: request.ip,
      });
      if (
        response.statusCode === 200 &&
        String(response.headers['content-type']).includes('application/json')
      ) {
        answers[url] = response.json();
      }
    }),
  );
  return answers;
}

/** The built catalogue of each language, from the build's manifest, to preload the page's own. */
function catalogueChunks(dist: string): Partial<Record<string, string>> {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunks: Partial<Record<string, string>> = {};
  for (const [source, { file }] of Object.entries(manifest)) {
    const found = /catalogues\/([\w-]+)\/web\.ts$/.exec(source);
    if (found?.[1]) chunks[found[1].replace('-', '_')] = file;
  }
  return chunks;
}

/**
 * The page as the municipality of the request first shows it: in its primary language
 * and with its name in the title, before the app starts (crawlers, link previews and
 * screen readers read this first). The app sets both again for a visitor's own choice.
 */
async function pageFor(
  template: string,
  request: FastifyRequest,
  sources: {
    app: FastifyInstance;
    tenants: TenantDirectory;
    texts: ServerTexts;
    catalogues: Partial<Record<string, string>>;
    nonce: string;
  },
): Promise<string> {
  const municipality = await sources.tenants.get(request.tenant.municipalityId);
  const languageId = municipality.primaryLanguageId as LanguageId;
  const [t, answers] = await Promise.all([
    sources.texts.translator(municipality.id, languageId),
    pageAnswers(sources.app, request, languageId),
  ]);
  const language = languageKeyById[languageId];
  const title = `${t('common.municipality.title', { name: municipality.name[language] })} · ${t('common.brand.name')}`;
  const catalogue = sources.catalogues[language];
  const preload = catalogue
    ? `<link rel="modulepreload" crossorigin href="/${catalogue}" nonce="${sources.nonce}">\n  ${HEAD_END}`
    : HEAD_END;
  // Replaced by functions: a `$` in a name or a caption is no replacement pattern.
  return template
    .replace(HTML_LANG, () => `<html lang="${languageCodes[language]}"`)
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    .replace(HEAD_END, () => preload)
    .replace(
      PAGE_END,
      () =>
        `<script type="application/json" id="page-answers">${scriptJson(answers)}</script>\n  ${PAGE_END}`,
    );
}

/** The built web app: WEB_DIST, else apps/web/dist seen from the sources or the bundle. */
export function findWebDist(config: Pick<Config, 'WEB_DIST'>): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    config.WEB_DIST,
    path.resolve(here, '../../web/dist'),
    path.resolve(here, '../../../web/dist'),
  ].filter((c): c is string => Boolean(c));
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/**
 * Remembers every API route, so that a known path called with the wrong method is
 * answered 405 with an Allow header rather than 404. Must be installed before routes.
 */
export function trackApiRoutes(app: FastifyInstance) {
  const router = FindMyWay();
  app.addHook('onRoute', (route) => {
    if (!API.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!router.hasRoute(method as 'GET', route.url))
        router.on(method as 'GET', route.url, () => undefined);
    }
  });
  return {
    allowedMethods(url: string): string[] {
      const pathname = url.split('?')[0] ?? url;
      return ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) =>
        router.find(m as 'GET', pathname),
      );
    },
  };
}

/**
 * Serves the web app: hashed assets cached for a year (brotli or gzip when the
 * build made them), and the page itself, with a fresh nonce, for every other path
 * the API does not own. Unknown API paths answer 404 or 405 in the error format.
 */
export async function installWeb(
  app: FastifyInstance,
  config: Config,
  routes: ReturnType<typeof trackApiRoutes>,
  sources: { tenants: TenantDirectory; texts: ServerTexts },
): Promise<void> {
  const dist = findWebDist(config);
  const indexHtml = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
  const catalogues = dist ? catalogueChunks(dist) : {};
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      // Folders (the root `/` above all) are the app's pages, not files: without this a client
      // that accepts no compression got 403 for `/`, as the file server refuses folders.
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.endsWith('/'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn('The web app is not built (apps/web/dist); only the API is served.');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (API.test(url) || !(request.method === 'GET' || request.method === 'HEAD') || !indexHtml) {
      const allowed = API.test(url) ? routes.allowedMethods(url) : [];
      if (allowed.length) {
        reply.header('allow', allowed.join(', '));
        return reply.status(405).send({
          errors: { general: 'method_not_allowed' },
          requestId: String(request.id),
        } satisfies ErrorBody);
      }
      return reply
        .status(404)
        .send({ errors: { general: 'not_found' }, requestId: String(request.id) } satisfies ErrorBody);
    }
    // The nonce goes in before the answers, which are the municipality's texts and not the page's.
    const nonce = usePagePolicy(reply, config);
    const template = indexHtml.replace(NONCE_PLACEHOLDER, nonce);
    // Without its database the portal still serves the page: the app then says the service is away.
    const page = await pageFor(template, request, { ...sources, app, catalogues, nonce }).catch(
      (error: unknown) => {
        request.log.warn({ err: error }, 'The page is served without the municipality’s language and name');
        return template;
      },
    );
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  });
}
