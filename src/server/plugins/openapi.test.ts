import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutRoute, startSignInRoute } from '#core/api/plain-routes.ts';
import { catalogue, declaredRoutes } from '#server/areas.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Fastify's ':param' becomes OpenAPI's '{param}'. */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

// The document and its page are served by the OpenAPI plugin, outside the catalogue: their URLs
// are what is tested.
const DOCUMENT_URL = '/api/docs/json';
const PAGE_URL = '/api/docs/';

describe('OpenAPI document', () => {
  it('lists every registered API route with its request and response schemas', async () => {
    const response = await t.app.inject({ url: DOCUMENT_URL });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as OpenApiDocument;
    // The same route list as the access matrix: the server has no other (route-guard.ts).
    // Signing in and out are browser navigations (redirects), not API calls.
    const navigations = [startSignInRoute.path, signOutRoute.path];
    const apiRoutes = declaredRoutes
      .map((r) => ({ method: r.method, url: r.path }))
      .filter((r) => r.url.startsWith('/api/') && !navigations.includes(r.url));
    expect(apiRoutes.length).toBeGreaterThan(70);
    for (const route of apiRoutes) {
      const operation = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is in the document`).toBeDefined();
      expect(
        Object.keys(operation!.responses ?? {}),
        `${route.method} ${route.url} has response schemas`,
      ).not.toEqual([]);
      const hasInput = /:\w/.test(route.url) || ['POST', 'PUT', 'PATCH'].includes(route.method);
      if (hasInput) {
        expect(
          Boolean(operation!.requestBody) || (operation!.parameters ?? []).length > 0,
          `${route.method} ${route.url} input`,
        ).toBe(true);
      }
    }
  });

  it('names, sums up and tags every catalogued operation and documents its 4xx answers', async () => {
    const doc = (await t.app.inject({ url: DOCUMENT_URL })).json() as OpenApiDocument;
    expect(catalogue.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const endpoint of catalogue) {
      const operation = doc.paths[toOpenApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      const name = `${endpoint.method} ${endpoint.path}`;
      expect(operation, name).toBeDefined();
      expect(operation!.operationId, name).toBe(endpoint.operationId);
      expect(operation!.summary, name).toBe(endpoint.summary);
      expect(operation!.tags, name).toEqual([endpoint.tag]);
      const answers = Object.keys(operation!.responses ?? {});
      expect(answers.filter((status) => status.startsWith('4')).length, name).toBeGreaterThan(0);
      if (endpoint.access !== 'public') expect(answers, name).toContain('401');
      ids.add(endpoint.operationId);
    }
    expect(ids.size, 'operationIds are unique').toBe(catalogue.length);
    // The plain routes (sign-in redirects, photo bytes) are named and tagged too.
    const unnamed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.operationId || !operation.summary || !operation.tags?.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unnamed).toEqual([]);
    expect(doc.components?.schemas?.Error).toBeDefined();
  });

  it('serves the browsable page', async () => {
    const response = await t.app.inject({ url: PAGE_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
