import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write to the server that, once it succeeds, brings the cached reads it changed up to date:
 * `refresh` invalidates them, and the write stays pending until the promise it returns settles
 * (it returns nothing where the screen must not wait).
 */
export function useWrite<I, R>(
  write: (input: I) => Promise<R>,
  refresh: (queryClient: QueryClient, input: I) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (_result, input) => refresh(queryClient, input) });
}
