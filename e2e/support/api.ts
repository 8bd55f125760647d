import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import { pathOf } from '#core/api/endpoint.ts';
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

/** The path of a catalogue endpoint, for matching the page's requests (`waitForResponse`, held requests). */
export const apiPath = <R extends Callable>(endpoint: R, input: Pick<TestInput<R>, 'params'>): string =>
  pathOf(endpoint.path, partsOf(input).params);
