import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  AccessRight,
  ALL_PROFILES,
  type AnyEndpoint,
  type EndpointAccess,
  isFileResponse,
  isFileUpload,
  PEOPLE,
  type Profile,
  roleNames,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Links } from './links';

/** The security scheme every operation names: the token Account/Login answers. */
export const BEARER_SCHEME = 'bearerToken';

const rightNames: Record<number, string> = Object.fromEntries(
  Object.entries(AccessRight).map(([name, id]) => [id, name]),
);

/**
 * What the access policy asks of a caller, as OpenAPI security: a public call may be made
 * with or without the token (what it answers may depend on who asks); any other needs it.
 */
export function securityOf(access: EndpointAccess): Record<string, string[]>[] {
  return 'public' in access ? [{}, { [BEARER_SCHEME]: [] }] : [{ [BEARER_SCHEME]: [] }];
}

/** Who may call it, in words, for those who write clients (the server enforces it). */
function accessText(access: EndpointAccess): string {
  if ('public' in access) return 'Open to anyone; the bearer token is optional.';
  const same = (list: readonly Profile[]) =>
    list.length === access.profiles.length && list.every((p) => access.profiles.includes(p));
  const who = same(ALL_PROFILES)
    ? 'any signed-in caller'
    : same(PEOPLE)
      ? 'any signed-in person (not a REST service user)'
      : `a caller of profile ${access.profiles.map((p) => roleNames[p] ?? String(p)).join(', ')}`;
  const rights = (access.rights ?? []).map((r) => `${rightNames[r] ?? 'right'} (${r})`);
  return (
    `Needs the bearer token of ${who}` +
    (rights.length ? `, or of a holder of additional access right ${rights.join(', ')}` : '') +
    '.'
  );
}

const binary = { type: 'string', format: 'binary' } as const;

/**
 * The zod schemas become JSON Schema; each operation gets the security its access policy
 * asks for, a file body is described as the multipart form it is, and a file answer as
 * the bytes of its content types.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const endpoint = (document.route.config as { endpoint?: AnyEndpoint } | undefined)?.endpoint;
  if (!endpoint) return result;
  const schema = {
    ...result.schema,
    description: accessText(endpoint.access),
    security: securityOf(endpoint.access),
  };
  if (isFileResponse(endpoint.response)) {
    const content = Object.fromEntries(endpoint.response.file.map((type) => [type, { schema: binary }]));
    schema.response = {
      200: { description: 'The file, as the bytes of one of these content types', content },
      ...(result.schema.response as object),
    };
  }
  if (isFileUpload(endpoint.body)) {
    const { field } = endpoint.body.upload;
    Object.assign(schema, {
      consumes: ['multipart/form-data'],
      body: { type: 'object', required: [field], properties: { [field]: binary } },
    });
  }
  return { ...result, schema };
};

export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, generated from the endpoint declarations in contracts, at
 * /api/docs/json, and a browsable page at /api/docs. Registered before the routes. Its
 * server is the public address of the municipality asked (configuration, never the Host
 * header: the header only picks the municipality, as for every link the portal makes).
 */
export async function installDocs(app: FastifyInstance, options: { links: Links }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Municipal e-participation portal API',
        description:
          'Calls of the portal, grouped as in the specification’s call catalogue. Errors answer ' +
          '`{ errors: { field: messageKey } }`; message keys are translated by the client. Sign in ' +
          'with `Account/Login` (or `Account/LoginAnonymous`) and send its `token` as ' +
          '`Authorization: Bearer …`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The `token` of Account/Login, valid for this municipality until it expires or the ' +
              'session is closed (Account/Logout).',
          },
        },
      },
    },
    transform,
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // A shallow copy per request: the generated document itself is shared and never changed.
    transformSpecificationClone: false,
    transformSpecification: (document, request) => ({
      ...document,
      servers: [{ url: options.links.origin(request.tenant.municipalityId) }],
    }),
  });
}
