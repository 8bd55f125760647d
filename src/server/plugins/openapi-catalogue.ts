import { type EndpointDefinition, routeKey } from '#core/api/endpoint.ts';
import { ERROR_CODES } from '#core/api/error-codes.ts';
import { type PlainRoute, plainRoutes } from '#core/api/plain-routes.ts';
import { catalogueByRoute } from '#server/areas.ts';

/** The one error shape every route answers with (plugins/errors.ts). */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: [...ERROR_CODES] },
    message: { type: 'string' },
    params: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
      },
    },
  },
} as const;

const MARINA_LEVELS = new Set(['marina-staff', 'marina-admin']);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the message names the field',
  401: 'Not signed in',
  403: 'Signed in without the access this needs',
  404: 'Not found, or of another client (the same answer)',
  409: 'The guid belongs to a different record',
  413: "Too large, or the client's photo storage is full",
  415: 'Not an image of a kind the app takes',
  429: 'Too many attempts (failed sign-ins, tour runs started): wait and try again',
};

/** The 4xx answers an endpoint gives, derived from its input and access level, and those it adds. */
function errorStatuses(endpoint: EndpointDefinition): number[] {
  const statuses: number[] = [];
  if (endpoint.params || endpoint.query || endpoint.body) statuses.push(400);
  if (endpoint.access !== 'public') statuses.push(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'signed-in') statuses.push(403);
  if (MARINA_LEVELS.has(endpoint.access) || endpoint.marinaFrom || endpoint.params) statuses.push(404);
  if (endpoint.responses[201]) statuses.push(409);
  for (const status of endpoint.alsoAnswers ?? []) if (!statuses.includes(status)) statuses.push(status);
  return statuses.sort((a, b) => a - b);
}

/** The 4xx answers with their descriptions, by status. */
export function errorAnswers(endpoint: EndpointDefinition | PlainRoute): Record<string, string> {
  const statuses = 'errors' in endpoint ? endpoint.errors : errorStatuses(endpoint);
  return Object.fromEntries(statuses.map((status) => [String(status), ERROR_DESCRIPTIONS[status]!]));
}

const plainByRoute = new Map(plainRoutes.map((route) => [routeKey(route), route]));

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
      const key = `${method.toUpperCase()} ${fromOpenApiPath(path)}`;
      const endpoint = catalogueByRoute.get(key) ?? plainByRoute.get(key);
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
      // A read that also answers a file (format=csv): the 200 has that media type too.
      const ok = responses['200'] as { content?: Record<string, unknown> } | undefined;
      if ('files' in endpoint && endpoint.files && ok) {
        const files = Object.fromEntries(
          endpoint.files.map((type) => [type, { schema: { type: 'string' } }]),
        );
        responses['200'] = { ...ok, content: { ...(ok.content ?? {}), ...files } };
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
