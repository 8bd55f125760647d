import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Issue, IssuePriority } from '#core/issues/issue.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { afterIssueWrite, type IssueCallbacks } from './invalidate.ts';

export interface CreateIssueInput {
  /** Client-generated, so a retry on a bad connection never makes a second issue. */
  guid: string;
  title: string;
  description: string | null;
  priority: IssuePriority;
  locationId: string;
  marinaId: string;
  gpsLatitude?: string | null;
  gpsLongitude?: string | null;
  gpsAccuracy?: string | null;
}

/** POST /api/issues {title, description, priority, locationId, marinaId} (+ guid and GPS). */
export const createIssue = (body: CreateIssueInput) => apiRequest<Issue>('POST', '/api/issues', body);

/** A status change can filter its card out of the list: the toasts are set here, on the mutation. */
export function useCreateIssue(callbacks: IssueCallbacks<CreateIssueInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: (issue, input) => {
      callbacks.onSuccess?.(issue, input);
      void afterIssueWrite(queryClient, input.marinaId, issue);
    },
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
