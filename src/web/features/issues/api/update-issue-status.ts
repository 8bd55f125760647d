import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueStatus } from '#core/issues/issue-constants.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { afterIssueWrite, type IssueCallbacks } from './invalidate.ts';

export interface UpdateIssueStatusInput {
  guid: string;
  status: IssueStatus;
  marinaId: string;
}

/** PATCH /api/issues/{id}/status {status, marinaId}: any status from any other. */
export const updateIssueStatus = ({ guid, status, marinaId }: UpdateIssueStatusInput) =>
  call(issuesEndpoints.updateStatus, { params: { guid }, body: { status, marinaId } });

/** A status change can filter its card out of the list: the toasts are set here, on the mutation. */
export function useUpdateIssueStatus(callbacks: IssueCallbacks<UpdateIssueStatusInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIssueStatus,
    onSuccess: (issue, input) => {
      callbacks.onSuccess?.(issue, input);
      void afterIssueWrite(queryClient, input.marinaId, issue);
    },
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
