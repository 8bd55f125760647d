import { catalogueByRoute } from '#core/api/catalogue.ts';
import type { EndpointDefinition } from '#core/api/endpoint.ts';

/** The one error shape every route answers with (plugins/errors.ts). */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const MARINA_LEVELS = new Set(['marina-staff', 'marina-admin']);

/** The 4xx answers an endpoint gives, derived from its input and access level. */
export function errorAnswers(endpoint: EndpointDefinition): Record<string, string> {
  const answers: Record<string, string> = {};
  if (endpoint.params || endpoint.query || endpoint.body)
    answers['400'] = 'Bad input: the message names the field';
  if (endpoint.access !== 'public') answers['401'] = 'Not signed in';
  if (endpoint.access !== 'public' && endpoint.access !== 'signed-in') {
    answers['403'] = 'Signed in without the access this needs';
  }
  if (MARINA_LEVELS.has(endpoint.access) || endpoint.marinaFrom || endpoint.params) {
    answers['404'] = 'Not found, or of another client (the same answer)';
  }
  if (endpoint.responses[201]) answers['409'] = 'The guid belongs to a different record';
  return answers;
}

type Operation = { responses?: Record<string, unknown>; [key: string]: unknown };
type Paths = Record<string, Record<string, Operation>>;

/** Fastify's ':param' is OpenAPI's '{param}'. */
const fromOpenApiPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Adds what the catalogue knows to the generated document (issue 16): each catalogued operation
 * gets its operationId, summary, tag and its 4xx answers with the shared error schema.
 */
export function decorateFromCatalogue<D extends { paths?: unknown; components?: unknown }>(document: D): D {
  const paths = (document.paths ?? {}) as Paths;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const endpoint = catalogueByRoute.get(`${method.toUpperCase()} ${fromOpenApiPath(path)}`);
      if (!endpoint) continue;
      operation.operationId = endpoint.operationId;
      operation.summary = endpoint.summary;
      operation.tags = [endpoint.tag];
      const responses = { ...(operation.responses ?? {}) };
      for (const [status, description] of Object.entries(errorAnswers(endpoint))) {
        responses[status] = {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
      }
      operation.responses = responses;
    }
  }
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  return {
    ...document,
    components: { ...components, schemas: { ...(components.schemas ?? {}), Error: ERROR_SCHEMA } },
  };
}
