import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, Route, RouteResult } from '#core/api/endpoint.ts';
import { call } from './call.ts';

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
