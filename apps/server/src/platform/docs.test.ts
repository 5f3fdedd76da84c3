import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintFromString, loadConfig, parseYaml } from '@redocly/openapi-core';
import { endpoints, isFileResponse } from '@portal/contracts';
import openapiTS, { astToString } from 'openapi-typescript';
import sharp from 'sharp';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, startApp, type TestContext } from '../../test/harness';
import { photoWithGps } from '../modules/complaints/complaints.fixtures';
import { BEARER_SCHEME } from './docs';

const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');
const redoclyConfig = path.join(serverDir, 'redocly.yaml');

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type ApiDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, Record<string, unknown>> };
};

/** The operation of an endpoint in the document (`:id` becomes `{id}`). */
function operationOf(doc: ApiDocument, endpoint: (typeof endpoints)[number]): Operation | undefined {
  return doc.paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
}

/** Redocly's findings on a document under apps/server/redocly.yaml, one line each. */
async function lintProblems(source: string): Promise<string[]> {
  const config = await loadConfig({ configPath: redoclyConfig });
  const problems = await lintFromString({ source, absoluteRef: 'api-docs.json', config });
  return problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location.map((l) => l.pointer).join(', ')})`,
  );
}

describe('the API document at /api/docs/json', () => {
  let ctx: TestContext;
  let doc: ApiDocument;
  let source: string;
  beforeAll(async () => {
    // As a real portal is configured: a public address, and a second municipality on its own host.
    ctx = await startApp({
      env: { PUBLIC_URL: 'https://e-ucesce.tuzla.ba', TENANT_HOSTS: 'portal.doboj.org=1' },
    });
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
  });
  afterAll(() => ctx.close());

  it('passes Redocly’s recommended rules without an error or a warning', async () => {
    expect(await lintProblems(source)).toEqual([]);
  });

  it('is linted with the recommended rules, less only the rules redocly.yaml justifies', async () => {
    const config = parseYaml(readFileSync(redoclyConfig, 'utf8')) as {
      extends: string[];
      rules?: Record<string, unknown>;
    };
    expect(config.extends).toEqual(['recommended']);
    expect(config.rules).toEqual({ 'info-license': 'off' });
    // The lint does find problems: the document without its server, or its security, fails.
    const withoutServers = await lintProblems(JSON.stringify({ ...doc, servers: [] }));
    expect(withoutServers.some((p) => p.startsWith('error no-empty-servers'))).toBe(true);
    const withoutScheme = await lintProblems(
      JSON.stringify({ ...doc, components: { ...doc.components, securitySchemes: {} } }),
    );
    expect(withoutScheme.some((p) => p.startsWith('error security-defined'))).toBe(true);
  });

  it('names the configured public address of the municipality asked as its server, never the Host header', async () => {
    const servers = async (host?: string) =>
      ((await ctx.app.inject({ url: '/api/docs/json', headers: host ? { host } : {} })).json() as ApiDocument)
        .servers;
    expect(doc.servers).toEqual([{ url: 'https://e-ucesce.tuzla.ba' }]);
    expect(await servers('portal.doboj.org')).toEqual([{ url: 'https://portal.doboj.org' }]);
    expect(await servers('evil.example')).toEqual([{ url: 'https://e-ucesce.tuzla.ba' }]);
    const yaml = await ctx.app.inject({ url: '/api/docs/yaml', headers: { host: 'portal.doboj.org' } });
    expect(yaml.body).toContain('https://portal.doboj.org');
  });

  it('asks for the bearer token where the access policy does, and lets public calls go without it', async () => {
    expect(doc.components.securitySchemes?.[BEARER_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const endpoint of endpoints) {
      const expected =
        'public' in endpoint.access ? [{}, { [BEARER_SCHEME]: [] }] : [{ [BEARER_SCHEME]: [] }];
      expect(operationOf(doc, endpoint)?.security, endpoint.name).toEqual(expected);
    }
  });

  it('is right about the token: every operation it says needs one refuses a call without it', async () => {
    let needing = 0;
    for (const [openApiPath, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.security?.some((requirement) => Object.keys(requirement).length === 0)) continue;
        needing += 1;
        const res = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url: openApiPath.replace(/\{[^}]+\}/g, '1'),
          ...(method === 'post' || method === 'put' ? { payload: {} } : {}),
        });
        expect(res.statusCode, operation.operationId).toBe(401);
      }
    }
    expect(needing).toBeGreaterThan(50);
  });

  it('describes every download as a 200 answer of the bytes of its content types', async () => {
    const downloads = endpoints.filter((e) => isFileResponse(e.response));
    expect(downloads.length).toBeGreaterThanOrEqual(15);
    for (const endpoint of downloads) {
      if (!isFileResponse(endpoint.response)) continue;
      const content = operationOf(doc, endpoint)?.responses['200']?.content ?? {};
      expect(Object.keys(content).sort(), endpoint.name).toEqual([...endpoint.response.file].sort());
      for (const media of Object.values(content)) {
        expect(media.schema, endpoint.name).toEqual({ type: 'string', format: 'binary' });
      }
    }
  });
});

/**
 * What a client generated from the served document does, written as the mobile app's authors
 * would write it against the generated types: type-checked by tsc, then run. Backticks and
 * `${…}` are avoided so that it can live in this string.
 */
const JOURNEY = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function journey(baseUrl: string, photo: Blob) {
  const client = createClient<paths>({ baseUrl });

  const signedIn = await client.POST('/api/Account/Login', {
    body: { username: 'citizen', password: 'Demo2026' },
  });
  if (!signedIn.data) throw new Error('sign-in refused: ' + JSON.stringify(signedIn.error));
  const token = signedIn.data.token;
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', 'Bearer ' + token);
      return request;
    },
  });

  const list = await client.POST('/api/Complaints/Search', {
    body: { languageId: 1, pageNumber: 1, pageSize: 10 },
  });
  if (!list.data) throw new Error('list refused: ' + JSON.stringify(list.error));

  const categories = await client.GET('/api/Category/GetAllForDropdown/{id}/{onlyActive}/{languageId}', {
    params: { path: { id: 0, onlyActive: 'true', languageId: 1 } },
  });
  const category = categories.data?.[0];
  if (!category) throw new Error('no complaint category');

  const uploaded = await client.POST('/api/Complaints/UploadImage', {
    body: { file: photo },
    bodySerializer(body) {
      const form = new FormData();
      form.append('file', body.file, 'rupa.jpg');
      return form;
    },
  });
  if (!uploaded.data) throw new Error('upload refused: ' + JSON.stringify(uploaded.error));

  const reported = await client.POST('/api/Complaints/Report', {
    body: {
      title: 'Rupa na cesti',
      description: 'Duboka rupa ispred škole, opasna za bicikliste.',
      categoryId: category.id,
      latitude: 44.5384,
      longitude: 18.6763,
      address: 'Ulica Maršala Tita 1, Tuzla',
      imageIds: [uploaded.data.fileId],
    },
  });
  if (!reported.data) throw new Error('report refused: ' + JSON.stringify(reported.error));

  const mine = await client.POST('/api/Complaints/GetMyComplaints', {
    body: { languageId: 1, pageNumber: 1, pageSize: 10 },
  });
  const details = await client.GET('/api/Complaints/GetByID/{id}/{languageId}', {
    params: { path: { id: reported.data.id, languageId: 1 } },
  });
  const image = details.data?.images[0];
  if (!image) throw new Error('the complaint has no photo: ' + JSON.stringify(details.error));
  const download = await client.GET('/api/Complaints/GetImage/{id}', {
    params: { path: { id: image.id } },
    parseAs: 'blob',
  });
  if (!download.data) throw new Error('download refused');

  return {
    listed: list.data.totalCount,
    reported: reported.data,
    mine: (mine.data?.items ?? []).map((item) => item.id),
    photo: {
      contentType: download.response.headers.get('content-type'),
      bytes: new Uint8Array(await download.data.arrayBuffer()),
    },
  };
}
`;

/** Type errors of the given files, under strict settings, as a client project would compile them. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `
      : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

describe('a client generated from the served document by openapi-typescript, with openapi-fetch', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let dir: string;
  beforeAll(async () => {
    ctx = await startApp({ env: { DEMO_DATA: 'true' } });
    await seedDemo(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // Inside node_modules, so that the generated client finds openapi-fetch as an installed package.
    const cache = path.join(repoRoot, 'node_modules', '.cache');
    await mkdir(cache, { recursive: true });
    dir = await mkdtemp(path.join(cache, 'portal-api-client-'));
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('signs a citizen in, reads the complaint list, reports a complaint with a photo and downloads it', async () => {
    const ast = await openapiTS(new URL(`${baseUrl}/api/docs/json`), {
      // A binary is what fetch sends and receives: a Blob (openapi-typescript's documented recipe).
      transform: (schema) =>
        schema.format === 'binary'
          ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
          : undefined,
    });
    const types = astToString(ast);
    await writeFile(path.join(dir, 'api.ts'), types);
    await writeFile(path.join(dir, 'journey.ts'), JOURNEY);
    expect(typeErrors([path.join(dir, 'journey.ts')])).toEqual([]);

    const compiled = ts.transpileModule(JOURNEY, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    await writeFile(path.join(dir, 'journey.mjs'), compiled);
    const { journey } = (await import(pathToFileURL(path.join(dir, 'journey.mjs')).href)) as {
      journey: (
        baseUrl: string,
        photo: Blob,
      ) => Promise<{
        listed: number;
        reported: { id: number; number: string };
        mine: number[];
        photo: { contentType: string | null; bytes: Uint8Array };
      }>;
    };

    const result = await journey(
      baseUrl,
      new Blob([new Uint8Array(await photoWithGps(400, 300))], { type: 'image/jpeg' }),
    );
    // The demo municipality's public complaints are listed.
    expect(result.listed).toBeGreaterThan(0);
    expect(result.reported.number).toMatch(/^\d+\/\d{4}$/);
    expect(result.mine).toContain(result.reported.id);
    expect(result.photo.contentType).toBe('image/jpeg');
    const photo = await sharp(result.photo.bytes).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    // Re-encoded on the way in: the GPS the phone wrote is gone.
    expect(photo.exif).toBeUndefined();
  });
});
