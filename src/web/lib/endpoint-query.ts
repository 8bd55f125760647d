import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, Route, RouteResult } from '#core/api/endpoint.ts';
import { call, endpointKey } from './call.ts';

type Read = Route & { method: 'GET' };
type KeyInput = Parameters<typeof endpointKey>[1];

/**
 * A catalogue read as query options (issue 32): its key and its answer's type both come from the
 * endpoint's declaration, so a screen states neither its path nor its type; the default query
 * function fetches it (query-client.ts). `enabled: false` while a parameter is still unknown.
 */
export function endpointQuery<R extends Read>(
  route: R,
  input: KeyInput = {},
  options: { enabled?: boolean } = {},
) {
  return queryOptions<RouteResult<R>>({ queryKey: endpointKey(route, input), ...options });
}

/**
 * A catalogue write from a screen: `input` makes the call's input of what the screen passes; once
 * the server has answered, `onAnswer` brings the cached reads up to date (with the answer, or by
 * invalidating them).
 */
export function useEndpointWrite<R extends Route, V>(
  route: R,
  input: (value: V) => CallInput<R>,
  onAnswer?: (answer: RouteResult<R>, queryClient: QueryClient, value: V) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => call(route, input(value)),
    onSuccess: (answer, value) => onAnswer?.(answer, queryClient, value),
  });
}
