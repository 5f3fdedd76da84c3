import rateLimit from '@fastify/rate-limit';
import {
  type AnyEndpoint,
  contractModules,
  endpoints,
  type ErrorBody,
  usageStatistics,
} from '@portal/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { modules as allModules } from './modules';
import { createPrincipalSource } from './modules/accounts';
import { reportJobPrincipals } from './modules/reports';
import { createTenantDirectory } from './modules/tenancy';
import { installAuth } from './platform/auth/auth';
import { createTokenService } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { installDocs } from './platform/docs';
import { installInboundMail } from './platform/inbound-mail';
import { healthModule } from './platform/health';
import { AppError, installErrorHandler } from './platform/errors';
import { createFileStorage, type FileStorage } from './platform/files/storage';
import { installUploads, MEGABYTE } from './platform/files/upload';
import { ServerTexts } from './platform/i18n';
import { createLimiter, databaseRateLimitStore } from './platform/limiter';
import { createLinks } from './platform/links';
import { createReportEngine, reportOutput, ReportJobs, reportRoutes } from './platform/reports';
import { usageStatisticsModule } from './platform/reports/usage';
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
import { serializationModeOf, serializerCompiler } from './platform/serialization';
import { validatorCompiler } from './platform/validation';
import { installWeb, trackApiRoutes } from './platform/web';
import { embeddedMaintenance } from './platform/db/maintenance';

export type BuildOptions = {
  config: Config;
  database: Database;
  storage?: FileStorage;
  modules?: readonly ServerModule[];
  /** Logs as JSON lines at the configured level; tests pass false. */
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Runs the background work: the outbox dispatcher, the report jobs and the modules' own
   * cycles (`ctx.background`; the server does; tests deliver and run jobs by hand, through
   * `app.reportJobs`).
   */
  background?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of report jobs (decision 0026). */
    reportJobs: ReportJobs;
  }
}

/**
 * Builds the application: platform plugins, then the modules. Nothing happens on
 * import; `main.ts` starts it and tests build it on their own database.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const features = options.modules ?? allModules;
  // The platform's own: health, and usage statistics over every module's measures (a measure
  // declared without a count refuses the start).
  const modules = [healthModule, ...features, usageStatisticsModule(features, usageStatistics)];
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
  app.setSerializerCompiler(serializerCompiler(serializationModeOf(config.NODE_ENV)));
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
  // Which module serves which call: a module must serve exactly its contract's calls.
  const served = new Map<AnyEndpoint, string>();
  let registering = '';
  app.addHook('onRoute', (route) => {
    const endpoint = (route.config as { endpoint?: AnyEndpoint } | undefined)?.endpoint;
    if (endpoint) served.set(endpoint, registering);
  });
  const links = createLinks(config);
  await installDocs(app, { links });
  // Replies by e-mail (decision 0028): the mailbox modules register their handler with, and its HTTP entrance.
  const inboundMail = installInboundMail(app, config);

  const outbox = new Outbox(database.db, transportsFrom(config), { log: app.log });
  const storage = options.storage ?? (await createFileStorage(config));
  const tenants = createTenantDirectory(database.db, storage);
  // The kinds of files and subjects of comments the modules' manifests declare (decision 0025).
  const kinds = modules.flatMap((m) => m.attachmentKinds ?? []);
  const subjects = modules.flatMap((m) => m.discussionSubjects ?? []);
  const attachments = createAttachments({ db: database.db, storage, config, log: app.log, kinds });
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
    discussions: createDiscussions({ db: database.db, attachments, subjects }),
    notify: createNotify({ outbox, texts, tenants, links }),
    inboundMail: inboundMail.mailbox,
    background: options.background ?? false,
  };
  // Reports: the engine, and the runner of exports made as jobs, on every module's reports (decision 0026).
  const engine = createReportEngine({ db: database.db, config, tenants, texts, output: reportOutput });
  const reportJobs = new ReportJobs({
    db: database.db,
    storage,
    engine,
    reports: modules.flatMap((m) => m.reports ?? []),
    principals: reportJobPrincipals(database.db),
    config,
    log: app.log,
  });
  app.decorate('reportJobs', reportJobs);
  // The embedded database's autovacuum (it has none of its own); nothing on PostgreSQL.
  const maintenance = embeddedMaintenance(database, app.log);
  if (options.background) {
    await outbox.start();
    reportJobs.start();
    maintenance.start();
  }
  // On shutdown the message in flight is finished, the job in flight stopped, and what this
  // process still holds released for another, before the pool closes.
  app.addHook('onClose', async () => {
    await Promise.all([outbox.stop(), reportJobs.stop(), maintenance.stop()]);
  });
  assertManifests(modules);
  for (const module of modules) {
    registering = module.name;
    module.routes(app, ctx);
    // Its reports' Search, Export and ExportJob calls, from their declarations (decision 0026).
    if (module.reports?.length) reportRoutes(app, ctx, module.reports, { engine, jobs: reportJobs });
    // Routes of the scopes it registered (a form parser only there) count as its own too.
    await app.after();
  }
  registering = '';
  assertServedByTheirModules(modules, served);
  // The SMTP receiver, once the modules have registered their handler; closed with the app.
  if (options.background) await inboundMail.startReceiver();
  if (!options.modules) assertEveryEndpointServed(new Set(served.keys()));

  await installWeb(app, config, apiRoutes, { tenants: ctx.tenants, texts: ctx.texts });
  return app;
}

/**
 * A module serves the calls of its own contract and no other's; a module without a
 * contract (the platform's health) serves only calls no module declares.
 */
function assertServedByTheirModules(
  modules: readonly ServerModule[],
  served: ReadonlyMap<AnyEndpoint, string>,
): void {
  const owner = new Map<AnyEndpoint, string>();
  for (const m of contractModules) for (const e of m.endpoints) owner.set(e, m.name);
  const wrong = [...served]
    .filter(([endpoint, module]) => owner.has(endpoint) && owner.get(endpoint) !== module)
    .map(
      ([endpoint, module]) => `${endpoint.name} (declared by ${owner.get(endpoint)}, served by ${module})`,
    );
  if (wrong.length)
    throw new Error(`Calls served by another module than their contract's: ${wrong.join(', ')}`);
  for (const module of modules) {
    if (!module.contract) continue;
    const missing = module.contract.endpoints.filter((e) => served.get(e) !== module.name).map((e) => e.name);
    if (missing.length) throw new Error(`The module ${module.name} does not serve: ${missing.join(', ')}`);
  }
}

/** Names unique over the manifests: modules, attachment kinds, discussion subjects, messages. */
function assertManifests(modules: readonly ServerModule[]): void {
  const duplicates = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
  const checks: [string, string[]][] = [
    ['modules', modules.map((m) => m.name)],
    ['attachment kinds', modules.flatMap((m) => m.attachmentKinds ?? []).map((k) => k.name)],
    ['discussion subjects', modules.flatMap((m) => m.discussionSubjects ?? []).map((d) => d.kind)],
    ['catalogue parts', modules.flatMap((m) => m.catalogue ?? [])],
    ['messages', modules.flatMap((m) => m.messages ?? []).map((t) => t.name)],
  ];
  for (const [what, names] of checks) {
    const twice = duplicates(names);
    if (twice.length) throw new Error(`Declared twice among the ${what}: ${twice.join(', ')}`);
  }
  const kinds = new Set(modules.flatMap((m) => m.attachmentKinds ?? []));
  const undeclared = modules
    .flatMap((m) => m.discussionSubjects ?? [])
    .filter((subject) => !kinds.has(subject.fileKind))
    .map((subject) => subject.kind);
  if (undeclared.length)
    throw new Error(`Discussion subjects whose file kind no manifest declares: ${undeclared.join(', ')}`);
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
