import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  DRAWN_ANSWERS_ID,
  DRAWN_STYLES_ID,
  contractModules,
  type ErrorBody,
  type HostingConfiguration,
  type LanguageId,
  type LanguageItem,
  type LanguageKey,
  languageKeyById,
  type Prerender,
  type PrerenderCall,
  type Prerendered,
  startCallPaths,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageCodes } from '@portal/i18n/server';
import FindMyWay from 'find-my-way';
import type { Config } from './config';
import type { ServerTexts } from './i18n';
import { moveInlineStyles, pageStyles } from './page-styles';
import { usePagePolicy } from './security';
import type { TenantDirectory } from './tenancy';

const NONCE_PLACEHOLDER = /CSP_NONCE/g;
const API = /^\/api(\/|$)/;
const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';
/** A browser's user agent that says it is a phone's ("Mobile" in Android's, iPhone's and others'). */
const PHONE_AGENT = /\bMobi/i;
/**
 * The pages no visitor sees (staff's, a signed-in person's own): the server does not draw them,
 * and the app shows them once it knows who is there.
 */
const notForVisitors = FindMyWay();
for (const page of contractModules.flatMap((m) => Object.values(m.pages))) {
  if (page.audience !== 'public' && !notForVisitors.hasRoute('GET', page.path)) {
    notForVisitors.on('GET', page.path, () => undefined);
  }
}

/** How long a page waits for its drawing (`prerender`) before it is sent without. */
const PRERENDER_MS = 2000;
/**
 * Pages drawn at once by one process, at most: a drawing takes the processor some tens of ms,
 * and a flood of page requests must not starve the calls; beyond it pages go undrawn, as the
 * browser draws them anyway.
 */
const DRAWING_AT_ONCE = 4;
let drawing = 0;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** Fast enough for every page served (a few ms for 100 kB), within a tenth of the best size. */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

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
    prerender: Prerender | null;
    styles: (html: string) => { files: string[]; css: string };
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
  const [hostingPath, languagesPath, captionsPath] = startCallPaths(languageId);
  const drawn = await drawPage(sources.prerender, sources.app, request, {
    hosting: answers[hostingPath!] as HostingConfiguration | undefined,
    languages: answers[languagesPath!] as LanguageItem[] | undefined,
    overrides: answers[captionsPath!] as Record<string, string> | undefined,
    language,
    nonce: sources.nonce,
  });
  const drawnMarks = drawn ? ` data-prerendered="${language}" data-phone="${String(drawn.phone)}"` : '';
  const catalogue = sources.catalogues[language];
  const preload = catalogue
    ? `<link rel="modulepreload" crossorigin href="/${catalogue}" nonce="${sources.nonce}">\n  ${HEAD_END}`
    : HEAD_END;
  // Replaced by functions: a `$` in a name or a caption is no replacement pattern. The drawn page
  // goes in last, so that nothing in it is taken for a part of the template.
  return template
    .replace(HTML_LANG, () => `<html lang="${languageCodes[language]}"${drawnMarks}`)
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    .replace(HEAD_END, () => preload)
    .replace(
      PAGE_END,
      () =>
        `<script type="application/json" id="page-answers">${scriptJson(answers)}</script>\n  ${
          drawn
            ? `<script type="application/json" id="${DRAWN_ANSWERS_ID}">${scriptJson(drawn.answers)}</script>\n  `
            : ''
        }${PAGE_END}`,
    )
    .replace(ROOT, () => (drawn ? drawnRoot(drawn, sources.styles(drawn.html), sources.nonce) : ROOT));
}

/**
 * The drawn page in its root, after the style element with its stylesheets' text and its moved
 * style attributes. Each stylesheet put in is also named by a disabled link, which fetches
 * nothing: the app's loader of a page's code (Vite's preload) takes a linked stylesheet for
 * loaded and does not fetch and apply it a second time as the app takes the page over, each
 * one a recalculation of the whole page's style (decision 0031).
 */
function drawnRoot(
  drawn: { html: string; css: string },
  styles: { files: string[]; css: string },
  nonce: string,
) {
  const links = styles.files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return `<style id="${DRAWN_STYLES_ID}" nonce="${nonce}">${styles.css}\n${drawn.css}</style>${links}\n    <div id="root">${drawn.html}</div>`;
}

/**
 * The page as the app first shows it to a visitor, drawn by the app's own code on the server
 * (apps/web `prerender`, decision 0031), so that the browser paints it before the app's code
 * has come; null when it cannot be drawn (no answer to a start call, an error, too slow).
 */
async function drawPage(
  prerender: Prerender | null,
  app: FastifyInstance,
  request: FastifyRequest,
  start: {
    hosting: HostingConfiguration | undefined;
    languages: LanguageItem[] | undefined;
    overrides: Record<string, string> | undefined;
    language: LanguageKey;
    nonce: string;
  },
): Promise<{ html: string; css: string; phone: boolean; answers: Prerendered['answers'] } | null> {
  const { hosting, languages, overrides } = start;
  if (!prerender || request.method !== 'GET' || !hosting || !languages || !overrides) return null;
  if (notForVisitors.find('GET', request.url.split('?')[0] ?? '/')) return null;
  if (drawing >= DRAWING_AT_ONCE) return null;
  const phone = PHONE_AGENT.test(request.headers['user-agent'] ?? '');
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PRERENDER_MS);
  });
  // The page's calls, answered as its visitor's browser's would be (the same host, address and limits).
  const send = async ({ method, url, headers, body }: PrerenderCall) => {
    if (!API.test(url)) throw new Error(`Not a call of the API: ${url}`);
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, host: request.host },
      remoteAddress: request.ip,
      ...(body !== undefined && { payload: body }),
    });
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? ''),
      body: answer.body,
    };
  };
  drawing++;
  try {
    const drawn = await Promise.race([
      prerender({
        url: request.url,
        hosting,
        languages,
        language: start.language,
        overrides,
        nonce: start.nonce,
        phone,
        send,
      }),
      tooSlow,
    ]);
    return drawn === null ? null : { ...moveInlineStyles(drawn.html), phone, answers: drawn.answers };
  } catch (error) {
    request.log.warn({ err: error }, 'The page is served without its drawing');
    return null;
  } finally {
    drawing--;
    clearTimeout(timer);
  }
}

/** The app's page drawing, built beside the web app (`dist-ssr`), or null when it is not built. */
async function loadPrerender(dist: string, app: FastifyInstance): Promise<Prerender | null> {
  const file = path.join(path.dirname(dist), 'dist-ssr', 'prerender.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { prerender: Prerender };
    return module.prerender;
  } catch (error) {
    app.log.warn({ err: error }, 'The page drawing could not be loaded; pages are drawn by the browser');
    return null;
  }
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
  const prerender = dist ? await loadPrerender(dist, app) : null;
  const styles =
    dist && indexHtml && prerender ? pageStyles(dist, indexHtml) : () => ({ files: [], css: '' });
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
    const page = await pageFor(template, request, {
      ...sources,
      app,
      catalogues,
      nonce,
      prerender,
      styles,
    }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'The page is served without the municipality’s language and name');
      return template;
    });
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // The drawn page is some 100 kB of markup: compressed as the assets are (a tenth of it).
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      return reply.header('content-encoding', 'br').send(await brotli(page, BROTLI_OPTIONS));
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(page));
    return reply.send(page);
  });
}
