import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { type AnyEndpoint, endpoints, type ErrorBody } from '@portal/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { modules as allModules } from './modules';
import { createPrincipalSource } from './modules/accounts/principals';
import { createTenantDirectory } from './modules/tenancy/tenancy.service';
import { installAuth } from './platform/auth/auth';
import { createTokenService } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { installDocs } from './platform/docs';
import { healthModule } from './platform/health';
import { AppError, installErrorHandler } from './platform/errors';
import { diskStorage, type FileStorage } from './platform/files/storage';
import { installUploads, MEGABYTE } from './platform/files/upload';
import { ServerTexts } from './platform/i18n';
import { createLimiter, databaseRateLimitStore } from './platform/limiter';
import { createLinks } from './platform/links';
import { createAttachments } from './platform/attachments/attachments';
import { createDiscussions } from './platform/discussions/discussions';
import { createNotify } from './platform/notify/notify';
import { assertTemplateKeys } from './platform/notify/templates';
import { Outbox } from './platform/outbox/outbox';
import { transportsFrom } from './platform/outbox/transports';
import { loggerOptions, requestId } from './platform/logger';
import type { AppContext, ServerModule } from './platform/module';
import { installSecurityHeaders } from './platform/security';
import { installTenancy } from './platform/tenancy';
import { validatorCompiler } from './platform/validation';
import { installWeb, trackApiRoutes } from './platform/web';

export type BuildOptions = {
  config: Config;
  database: Database;
  storage?: FileStorage;
  modules?: readonly ServerModule[];
  /** Logs as JSON lines at the configured level; tests pass false. */
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Runs the outbox dispatcher in the background (the server does; tests deliver by hand). */
  dispatchOutbox?: boolean;
};

/**
 * Builds the application: platform plugins, then the modules. Nothing happens on
 * import; `main.ts` starts it and tests build it on their own database.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const modules = [healthModule, ...(options.modules ?? allModules)];
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: (req) => requestId(req.headers['x-request-id']),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // A URL that cannot be decoded (`%zz`) is refused before routing: in the error format too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const body: ErrorBody = { errors: { general: 'data_invalid' }, requestId: String(request.id) };
      void (reply as FastifyReply).status(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  await installSecurityHeaders(app);
  installTenancy(app, {
    hosts: new Map([...config.TENANT_HOSTS].map(([host, entry]) => [host, entry.municipalityId])),
    defaultId: config.MUNICIPALITY_ID,
  });
  const tokens = createTokenService(config.jwtSecret);
  installAuth(app, { tokens, principals: createPrincipalSource(database.db) });
  // Limits live in the database, so every process behind a balancer counts together (decision 0018).
  const limiter = createLimiter(database.db);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(limiter),
    errorResponseBuilder: () => new AppError(429, 'too_many_requests'),
  });
  await installUploads(app, { maxBytes: Math.round(config.UPLOAD_MAX_MB * MEGABYTE) });
  const apiRoutes = trackApiRoutes(app);
  const served = new Set<AnyEndpoint>();
  app.addHook('onRoute', (route) => {
    const endpoint = (route.config as { endpoint?: AnyEndpoint } | undefined)?.endpoint;
    if (endpoint) served.add(endpoint);
  });
  const links = createLinks(config);
  await installDocs(app, { links });

  const tenants = createTenantDirectory(database.db);
  const outbox = new Outbox(database.db, transportsFrom(config), { log: app.log });
  if (options.dispatchOutbox) await outbox.start();
  // On shutdown the message in flight is finished and the rest released, before the pool closes.
  app.addHook('onClose', async () => outbox.stop());
  const storage = options.storage ?? diskStorage(path.join(config.dataDir, 'files'));
  const attachments = createAttachments({ db: database.db, storage, config, log: app.log });
  const texts = new ServerTexts(tenants);
  assertTemplateKeys(modules.flatMap((m) => m.messages ?? []));
  const ctx: AppContext = {
    config,
    db: database.db,
    storage,
    texts,
    tenants,
    manualChapters: modules
      .flatMap((m) => m.manualChapters ?? [])
      .sort((a, b) => a.order - b.order)
      .map((c) => c.id),
    tokens,
    outbox,
    limiter,
    links,
    attachments,
    discussions: createDiscussions({ db: database.db, storage, attachments }),
    notify: createNotify({ outbox, texts, tenants, links }),
  };
  for (const module of modules) module.routes(app, ctx);
  if (!options.modules) assertEveryEndpointServed(served);

  await installWeb(app, config, apiRoutes, { tenants: ctx.tenants, texts: ctx.texts });
  return app;
}

/** Every endpoint declared in contracts has a handler, and no handler serves an unlisted one. */
function assertEveryEndpointServed(served: ReadonlySet<AnyEndpoint>): void {
  const declared = new Set(endpoints);
  const missing = endpoints.filter((e) => !served.has(e)).map((e) => e.name);
  const unlisted = [...served].filter((e) => !declared.has(e)).map((e) => e.name);
  if (missing.length) throw new Error(`Endpoints declared without a handler: ${missing.join(', ')}`);
  if (unlisted.length)
    throw new Error(`Endpoints served but missing from contracts' registry: ${unlisted.join(', ')}`);
}
