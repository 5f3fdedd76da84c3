import type { LanguageId } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { AppError, TooManyRequests, tooManyRequests } from '../../platform/errors';
import { addressKey, type Limiter, type LimitWindow } from '../../platform/limiter';
import { el, type XmlElement, type XmlValue, xmlDocument } from '../../platform/xml';
import {
  createOpen311,
  type Open311Deps,
  Open311Error,
  OPEN311_BASE,
  REQUESTS_MAX,
  SPAN_DAYS,
} from './complaints-open311.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Reports a REST service user may create through Open311. An integration speaks for many
 * people, so a citizen's ten an hour would stop it; a municipality's real volume is far below
 * this, and a runaway client is stopped within a minute.
 */
export const OPEN311_REPORT_LIMITS: readonly LimitWindow[] = [
  { max: 30, windowMs: MINUTE },
  { max: 600, windowMs: HOUR },
];

/** POSTs per client address, before the key is even checked: guessing keys costs as much. */
const POST_RATE = { max: 60, timeWindow: '1 minute' };
/** Reads per client address: a request list is up to 1000 rows, and each query may differ (no cache). */
const GET_RATE = { max: 120, timeWindow: '1 minute' };

type Format = 'json' | 'xml';
/** The format an answer (an error too) is written in: JSON when the path asks for it, else the spec's XML. */
const formatOf = (request: FastifyRequest): Format => (/\.json(\?|$)/.test(request.url) ? 'json' : 'xml');

/** The format the path names; another one is a resource that does not exist. */
function askedFormat(request: FastifyRequest): Format {
  const { format } = request.params as { format?: string };
  if (format === 'json' || format === 'xml') return format;
  throw new AppError(404, 'not_found');
}

/** A list as the spec writes it in XML: `<root><item><field>…</field>…</item>…</root>`. */
function listXml(root: string, item: string, rows: readonly Record<string, XmlValue>[]): XmlElement {
  return el(
    root,
    rows.map((row) =>
      el(
        item,
        Object.entries(row).map(([key, value]) => el(key, value)),
      ),
    ),
  );
}

function send(reply: FastifyReply, format: Format, json: unknown, xml: XmlElement, status = 200) {
  reply.status(status);
  if (format === 'json') {
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(json));
  }
  return reply.type('text/xml; charset=utf-8').send(xmlDocument(xml));
}

/** Form fields as the spec posts them; a field given twice is kept as a list. */
export function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const known = fields[key];
    fields[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return fields;
}

// The parameters as the OpenAPI document shows them; the routes read them themselves, so a
// refusal has the spec's shape rather than the portal's.
const formatParam = z.object({ format: z.enum(['json', 'xml']) });
const optional = z.string().optional();
const jurisdiction = { jurisdiction_id: optional, locale: optional };
const ErrorList = z.array(z.object({ code: z.number().int(), description: z.string() }));
const answers = (json: z.ZodType, what: string) => ({
  200: {
    description: `${what}, as JSON (.json) or XML (.xml) with the spec's element names`,
    content: { 'application/json': { schema: json }, 'text/xml': { schema: z.string() } },
  },
  400: {
    description: 'Bad input: [{ code, description }]',
    content: { 'application/json': { schema: ErrorList } },
  },
  404: {
    description: 'Not found: [{ code, description }]',
    content: { 'application/json': { schema: ErrorList } },
  },
});
const docs = (operationId: string, summary: string) => ({
  tags: ['Open311'],
  operationId,
  summary,
  description:
    'Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2). Open to anyone; a POST carries ' +
    'the api_key of a REST service user, written username:password. The municipality is the one ' +
    'the host name serves; jurisdiction_id, when given, must name it.',
  security: [{}],
});
const Service = z.object({
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  metadata: z.boolean(),
  type: z.literal('realtime'),
  keywords: z.string(),
  group: z.string(),
});
const Request = z.object({
  service_request_id: z.string(),
  status: z.enum(['open', 'closed']),
  status_notes: z.string().nullable(),
  service_name: z.string(),
  service_code: z.string(),
  description: z.string(),
  agency_responsible: z.string().nullable(),
  service_notice: z.string().nullable(),
  requested_datetime: z.string(),
  updated_datetime: z.string(),
  expected_datetime: z.string().nullable(),
  address: z.string(),
  address_id: z.string().nullable(),
  zipcode: z.string().nullable(),
  lat: z.number(),
  long: z.number(),
  media_url: z.string().nullable(),
});

/**
 * Open311 GeoReport v2 at /open311/v2 (beside /api: a standard of its own, with its paths and
 * its error shape): discovery, services, requests (list, one, create), in JSON and XML.
 */
export function open311Routes(app: FastifyInstance, deps: Open311Deps & { limiter: Limiter }) {
  const open311 = createOpen311(deps);

  async function limitReports(caller: Principal) {
    const states = await Promise.all(
      OPEN311_REPORT_LIMITS.map((w) =>
        deps.limiter.hit(`write:open311:user:${caller.userId}:${w.windowMs}`, w),
      ),
    );
    const refused = states.filter((s) => !s.allowed);
    if (refused.length) {
      const retryAfterMs = Math.max(...refused.map((s) => s.retryAfterMs));
      throw tooManyRequests({ retryAfterMs, key: 'too_many_reports', inMinutes: true });
    }
  }

  void app.register(async (scope) => {
    // The spec posts forms; only here, so the portal's own calls stay JSON.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, formFields(String(body))),
    );
    // The routes read their input themselves (see above) and write their own answers.
    scope.setValidatorCompiler(() => (data) => ({ value: data }));
    scope.setSerializerCompiler(() => (data) => JSON.stringify(data));

    // Before anything is read or written: a format other than json and xml is no resource.
    scope.addHook('preHandler', async (request) => {
      if (request.routeOptions.url?.includes(':format')) askedFormat(request);
    });

    scope.addHook('onSend', async (request, reply, payload) => {
      // Open data: any site's script may read it; the cache keeps it a minute.
      if (request.method === 'GET') {
        reply.header('access-control-allow-origin', '*');
        if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
      } else reply.header('cache-control', 'no-store');
      return payload;
    });

    scope.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
      const format = formatOf(request);
      if (error instanceof Open311Error) {
        return send(reply, format, error.errors, listXml('errors', 'error', error.errors), error.status);
      }
      const status =
        error instanceof AppError
          ? error.status
          : 'statusCode' in error && error.statusCode && error.statusCode < 500
            ? error.statusCode
            : 0;
      // A fault of the server (or its database) is answered by the portal's own handler.
      if (!status || status >= 500) throw error;
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      const municipality = await deps.tenants.get(request.tenant.municipalityId);
      const t = await deps.texts.translator(municipality.id, municipality.primaryLanguageId as LanguageId);
      const key = error instanceof AppError ? error.key : 'data_invalid';
      const minutes = error instanceof AppError ? error.params?.['minutes'] : undefined;
      const count = typeof minutes === 'number' ? minutes : 1;
      const errors = [{ code: status, description: t(`messages.${key}`, { count }) }];
      return send(reply, format, errors, listXml('errors', 'error', errors), status);
    });

    scope.get(
      `${OPEN311_BASE}/discovery.:format`,
      {
        config: { rateLimit: GET_RATE },
        schema: {
          ...docs(
            'Open311.Discovery',
            'The service discovery document: the endpoint, its formats, how to get a key',
          ),
          params: formatParam,
          querystring: z.object({ locale: optional }),
          response: answers(
            z.object({
              changeset: z.string(),
              contact: z.string(),
              key_service: z.string(),
              endpoints: z.array(
                z.object({
                  specification: z.string(),
                  url: z.string(),
                  changeset: z.string(),
                  type: z.string(),
                  formats: z.array(z.string()),
                }),
              ),
            }),
            'The discovery document',
          ),
        },
      },
      async (request, reply) => {
        const d = await open311.discovery(
          request.tenant.municipalityId,
          request.query as Record<string, unknown>,
        );
        const xml = el('discovery', [
          el('changeset', d.changeset),
          el('contact', d.contact),
          el('key_service', d.key_service),
          el(
            'endpoints',
            d.endpoints.map((e) =>
              el('endpoint', [
                el('specification', e.specification),
                el('url', e.url),
                el('changeset', e.changeset),
                el('type', e.type),
                el(
                  'formats',
                  e.formats.map((f) => el('format', f)),
                ),
              ]),
            ),
          ),
        ]);
        return send(reply, askedFormat(request), d, xml);
      },
    );

    scope.get(
      `${OPEN311_BASE}/services.:format`,
      {
        config: { rateLimit: GET_RATE },
        schema: {
          ...docs('Open311.Services', 'Services: the municipality’s active complaint categories'),
          params: formatParam,
          querystring: z.object(jurisdiction),
          response: answers(z.array(Service), 'The services'),
        },
      },
      async (request, reply) => {
        const services = await open311.services(
          request.tenant.municipalityId,
          request.query as Record<string, unknown>,
        );
        const format = askedFormat(request);
        return send(reply, format, services, listXml('services', 'service', services));
      },
    );

    scope.get(
      `${OPEN311_BASE}/requests.:format`,
      {
        config: { rateLimit: GET_RATE },
        schema: {
          ...docs(
            'Open311.Requests',
            `Public complaints, the newest first (at most ${REQUESTS_MAX}, reported within ${SPAN_DAYS} days)`,
          ),
          params: formatParam,
          querystring: z.object({
            ...jurisdiction,
            service_request_id: optional,
            service_code: optional,
            start_date: optional,
            end_date: optional,
            status: optional,
          }),
          response: answers(z.array(Request), 'The requests'),
        },
      },
      async (request, reply) => {
        const rows = await open311.requests(
          request.tenant.municipalityId,
          request.query as Record<string, unknown>,
        );
        const format = askedFormat(request);
        return send(reply, format, rows, listXml('service_requests', 'request', rows));
      },
    );

    scope.get(
      `${OPEN311_BASE}/requests/:id.:format`,
      {
        config: { rateLimit: GET_RATE },
        schema: {
          ...docs('Open311.Request', 'One public complaint'),
          params: formatParam.extend({ id: z.string() }),
          querystring: z.object(jurisdiction),
          response: answers(z.array(Request), 'The request, in a list of one as the spec writes it'),
        },
      },
      async (request, reply) => {
        const format = askedFormat(request);
        const { id } = request.params as { id: string };
        const rows = await open311.request(
          request.tenant.municipalityId,
          id,
          request.query as Record<string, unknown>,
        );
        return send(reply, format, rows, listXml('service_requests', 'request', rows));
      },
    );

    scope.post(
      `${OPEN311_BASE}/requests.:format`,
      {
        config: { rateLimit: POST_RATE },
        schema: {
          ...docs('Open311.CreateRequest', 'Creates a complaint as the REST service user the api_key names'),
          consumes: ['application/x-www-form-urlencoded'],
          params: formatParam,
          body: z.object({
            api_key: z.string(),
            ...jurisdiction,
            service_code: z.string(),
            lat: z.string(),
            long: z.string(),
            address_string: optional,
            description: z.string(),
            email: optional,
            first_name: optional,
            last_name: optional,
            phone: optional,
            account_id: optional,
            device_id: optional,
            media_url: optional,
          }),
          response: {
            ...answers(
              z.array(
                z.object({
                  service_request_id: z.string(),
                  service_notice: z.string(),
                  account_id: z.null(),
                }),
              ),
              'The new request',
            ),
            403: {
              description: 'No valid api_key: [{ code, description }]',
              content: { 'application/json': { schema: ErrorList } },
            },
          },
        },
      },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const created = await open311.create(request.tenant.municipalityId, addressKey(request.ip), body, {
          limit: limitReports,
        });
        const format = askedFormat(request);
        return send(reply, format, created, listXml('service_requests', 'request', created));
      },
    );

    // Anything else under /open311 (a service definition, tokens, another version, a format
    // other than json and xml) does not exist here: said in the spec's shape, not as a page.
    scope.all('/open311/*', async () => {
      throw new AppError(404, 'not_found');
    });
  });
}
