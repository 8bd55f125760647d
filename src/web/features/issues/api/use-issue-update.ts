import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Issue } from '#core/issues/issue.schema.ts';
import { afterIssueWrite, type IssueCallbacks } from './invalidate.ts';

/**
 * A change to an issue on the server: the caller's callbacks (set on the mutation, so that they run
 * even when the card or dialog is gone), then the issue in the cached list and the lists refetched.
 */
export function useIssueUpdate<V extends { marinaId: string }>(
  update: (input: V) => Promise<Issue>,
  callbacks: IssueCallbacks<V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: update,
    onSuccess: (issue, input) => {
      callbacks.onSuccess?.(issue, input);
      void afterIssueWrite(queryClient, input.marinaId, issue);
    },
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
