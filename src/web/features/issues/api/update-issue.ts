import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssuePatch } from '#core/issues/issue-edit.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { afterIssueWrite, type IssueCallbacks } from './invalidate.ts';

export interface UpdateIssueInput extends IssuePatch {
  guid: string;
  marinaId: string;
}

/** PATCH /api/issues/{id} {title, description, priority, marinaId}: the fields sent change. */
export const updateIssue = ({ guid, ...body }: UpdateIssueInput) =>
  call(issuesEndpoints.update, { params: { guid }, body });

/** A status change can filter its card out of the list: the toasts are set here, on the mutation. */
export function useUpdateIssue(callbacks: IssueCallbacks<UpdateIssueInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIssue,
    onSuccess: (issue, input) => {
      callbacks.onSuccess?.(issue, input);
      void afterIssueWrite(queryClient, input.marinaId, issue);
    },
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
