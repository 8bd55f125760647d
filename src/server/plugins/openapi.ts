import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { decorateFromCatalogue } from './openapi-catalogue.ts';
import { nullableAlternatives } from './openapi-nullable.ts';

/**
 * An OpenAPI document generated from the routes' zod schemas, at /api/docs/json, with a
 * browsable page at /api/docs. Registered before the routes so that it sees every one.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dockwatch API',
        description:
          'Marina security and operations. Sign in with POST /api/auth/login; the session cookie authorises ' +
          'every other call. Writes need Content-Type: application/json and a same-origin request.',
        version: '1',
      },
      servers: [{ url: '/', description: 'This Dockwatch server' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'dockwatch.sid' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? nullableAlternatives(decorateFromCatalogue(document.openapiObject))
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
