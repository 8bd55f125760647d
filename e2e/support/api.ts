import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import { pathOf, type RouteResult, routeKey } from '#core/api/endpoint.ts';
import { type Callable, partsOf, queryOf, type TestInput } from '#server/test/test-input.ts';

/**
 * Calls a catalogue endpoint from a browser test's set-up or check, with the page's session:
 * `callApi(page, toursApi.create, { body })`. The tests name the endpoint, never its URL (issue 32).
 */
export function callApi<R extends Callable>(
  from: Page | APIRequestContext,
  endpoint: R,
  input: TestInput<R>,
  options: { headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  const request = 'request' in from ? from.request : from;
  const { params, query, body } = partsOf(input);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(queryOf(query))) {
    for (const one of [value].flat()) search.append(name, one);
  }
  return request.fetch(pathOf(endpoint.path, params), {
    method: endpoint.method,
    params: search,
    data: body,
    headers: options.headers,
  });
}

/**
 * Calls an endpoint (`callApi`) and answers its JSON, typed as the endpoint declares it; throws,
 * naming the route, when it answers a failure status. For set-up that must succeed.
 */
export async function apiResult<R extends Callable>(
  from: Page | APIRequestContext,
  endpoint: R,
  input: TestInput<R>,
): Promise<RouteResult<R>> {
  const response = await callApi(from, endpoint, input);
  if (!response.ok()) {
    throw new Error(`${routeKey(endpoint)} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as RouteResult<R>;
}

/** The path of a catalogue endpoint, for matching the page's requests (`waitForResponse`, held requests). */
export const apiPath = <R extends Callable>(endpoint: R, input: Pick<TestInput<R>, 'params'>): string =>
  pathOf(endpoint.path, partsOf(input).params);

/**
 * A `page.route` / `holdRequests` glob for every request of an endpoint: `**` and its path, each
 * parameter any value (`*`), no query string.
 */
export const apiGlob = (endpoint: Pick<Callable, 'path'>): string =>
  `**${endpoint.path.replace(/:\w+/g, '*')}`;

/**
 * A pattern of every path of an endpoint (any value of each path parameter), for
 * `expectFailedRequests`' `path` when the test cannot know the parameters' values.
 */
export const apiPattern = (endpoint: Pick<Callable, 'path'>): RegExp =>
  new RegExp(`^${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
