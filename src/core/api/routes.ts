import type { Route } from './endpoint.ts';

/**
 * Every area's `<area>.endpoints.ts`, found by Vite (so adding an area does not touch this file).
 * Only code that Vite or Vitest runs imports this module: the web and tests, never the server.
 */
const areas = import.meta.glob<Readonly<Record<string, unknown>>>('../*/*.endpoints.ts', { eager: true });

/**
 * Every catalogue route without its schemas (zod-free): what the web may look up by operationId.
 * The offline queue keeps a write as its endpoint's operationId and input, and finds the route
 * here when it sends it. server/areas.test.ts checks this list and the catalogue agree.
 */
export const routes: readonly Route[] = Object.values(areas).flatMap((area) =>
  Object.entries(area)
    // An endpoints file may export more than its routes (location types: a 403 message).
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, endpoints]) => Object.values(endpoints as Readonly<Record<string, Route>>)),
);

const byOperationId: ReadonlyMap<string, Route> = new Map(routes.map((route) => [route.operationId, route]));

/** The route an operationId names; undefined when this version of the app has no such endpoint. */
export const routeByOperationId = (operationId: string): Route | undefined => byOperationId.get(operationId);
