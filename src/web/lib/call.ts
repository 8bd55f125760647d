import { type CallInput, pathOf, type Route, type RouteResult } from '#core/api/endpoint.ts';
import { matchPath } from '#core/routing/path-match.ts';
import { apiRequest, buildUrl, type QueryParams, type RequestOptions } from './api-client.ts';
import type { QueuedCall, QueuedInput } from './offline/outbox-types.ts';

/** The URL a call goes to: the path with its params filled in, then the query. */
export function urlOf<R extends Route>(route: R, input: CallInput<R>): string {
  const params = input.params as Record<string, string> | undefined;
  return buildUrl(pathOf(route.path, params), input.query as QueryParams | undefined);
}

/**
 * Calls a catalogue endpoint (issue 16): method, URL and body from its declaration, the answer
 * typed as declared. Errors are the fetch wrapper's (ApiError).
 */
export function call<R extends Route>(
  route: R,
  input: CallInput<R>,
  options?: RequestOptions,
): Promise<RouteResult<R>> {
  return apiRequest<RouteResult<R>>(route.method, urlOf(route, input), input.body, options);
}

/**
 * The query key of a catalogue read: `[path, query]`, the shape the default query function turns
 * back into the URL (query-client.ts). A parameter that is null keeps the key stable while the
 * query waits to be enabled; the query's values are those buildUrl takes (the meter reads keys
 * carry `limit` as a number and unset filters as undefined, as they always have).
 */
export function endpointKey<Q extends QueryParams = Record<string, string | null>>(
  route: Route & { method: 'GET' },
  input: { params?: Record<string, string>; query?: Q } = {},
): readonly [string, ...Q[]] {
  const path = pathOf(route.path, input.params);
  return input.query ? [path, input.query] : [path];
}

/**
 * A query predicate: whether a query's key is a read of one of these catalogue routes (its path,
 * any params and query). For invalidating every cached answer of a few endpoints at once.
 */
export function isKeyOf(...routes: readonly (Route & { method: 'GET' })[]) {
  return (query: { queryKey: readonly unknown[] }): boolean => {
    const [path] = query.queryKey;
    return typeof path === 'string' && routes.some((route) => matchPath(route.path, path) !== null);
  };
}

/**
 * A call as the offline queue keeps it (ADR 0021, decision 0025): the endpoint's operationId and
 * its input, type-checked against the catalogue here; the URL is made when it is sent.
 */
export function queuedCall<R extends Route>(route: R, input: CallInput<R>): QueuedCall {
  return { endpoint: route.operationId, input: input as QueuedInput };
}
