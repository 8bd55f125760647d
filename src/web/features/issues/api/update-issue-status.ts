import type { IssueStatus } from '#core/issues/issue-constants.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { call } from '#web/lib/call.ts';
import type { IssueCallbacks } from './invalidate.ts';
import { useIssueUpdate } from './use-issue-update.ts';

export interface UpdateIssueStatusInput {
  guid: string;
  status: IssueStatus;
  marinaId: string;
}

/** PATCH /api/issues/{id}/status {status, marinaId}: any status from any other. */
export const updateIssueStatus = ({ guid, status, marinaId }: UpdateIssueStatusInput) =>
  call(issuesEndpoints.updateStatus, { params: { guid }, body: { status, marinaId } });

/** A status change can filter its card out of the list: the toasts are set here, on the mutation. */
export const useUpdateIssueStatus = (callbacks: IssueCallbacks<UpdateIssueStatusInput> = {}) =>
  useIssueUpdate(updateIssueStatus, callbacks);
