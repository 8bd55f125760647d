import { queryOptions } from '@tanstack/react-query';
import type { Route, RouteResult } from '#core/api/endpoint.ts';
import { endpointKey } from './call.ts';

type Read = Route & { method: 'GET' };
type KeyInput = Parameters<typeof endpointKey>[1];

/**
 * A catalogue read as query options (issue 32): its key and its answer's type both come from the
 * endpoint's declaration, so a screen states neither its path nor its type; the default query
 * function fetches it (query-client.ts). `enabled: false` while a parameter is still unknown. Its
 * writes' counterpart is `use-endpoint-write.ts`, a module of its own: the shell reads through this
 * one and must not carry TanStack's mutation code (the first download's budget, decision 0019).
 */
export function endpointQuery<R extends Read>(
  route: R,
  input: KeyInput = {},
  options: { enabled?: boolean } = {},
) {
  return queryOptions<RouteResult<R>>({ queryKey: endpointKey(route, input), ...options });
}
