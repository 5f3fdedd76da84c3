import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type AnyEndpoint, isFileUpload } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The zod schemas become JSON Schema; a file body is described as the multipart form it is. */
const transform: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const endpoint = (document.route.config as { endpoint?: AnyEndpoint } | undefined)?.endpoint;
  if (!endpoint || !isFileUpload(endpoint.body)) return result;
  const { field } = endpoint.body.upload;
  return {
    ...result,
    schema: {
      ...result.schema,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary' } },
      },
    },
  };
};

export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document, generated from the endpoint declarations in contracts, at
 * /api/docs/json, and a browsable page at /api/docs. Registered before the routes.
 */
export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Municipal e-participation portal API',
        description:
          'Calls of the portal, grouped as in the specification’s call catalogue. Errors answer ' +
          '`{ errors: { field: messageKey } }`; message keys are translated by the client.',
        version: '1.0.0',
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
  });
}
