import type { FastifyInstance } from 'fastify';
import { routeKey } from '#core/api/endpoint.ts';
import { plainRoutes } from '#core/api/plain-routes.ts';
import { catalogueByRoute } from '#server/areas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue endpoint a route was registered from (registerEndpoint sets it). */
    endpoint?: string;
  }
}

const plainKeys = new Set(plainRoutes.map(routeKey));

/** The API surface the guard watches: /api and /img, not the OpenAPI pages. */
const isApiRoute = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/img/')) && !url.startsWith('/api/docs');

/**
 * A route outside the catalogue cannot be registered (issue 16, decision 0025): every /api and
 * /img route is a catalogue endpoint registered by `registerEndpoint`, or one of the declared
 * plain routes. Register before the routes.
 */
export function refuseUncataloguedRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      const endpoint = catalogueByRoute.get(key);
      if (endpoint) {
        if (route.config?.endpoint !== endpoint.operationId) {
          throw new Error(`${key} is a catalogue endpoint: register it with registerEndpoint`);
        }
      } else if (!plainKeys.has(key)) {
        throw new Error(`${key} is not in the endpoint catalogue (src/core/api) nor a declared plain route`);
      }
    }
  });
}
