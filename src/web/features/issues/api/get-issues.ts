import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Issue } from '#core/issues/issue.schema.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { withPendingIssues } from '#web/features/issues/api/offline-issues.ts';
import { endpointKey } from '#web/lib/call.ts';
import { usePendingOverlay } from '#web/lib/offline/use-pending-writes.ts';

export const issuesQueryKey = (marinaId: string | null) =>
  endpointKey(issuesEndpoints.list, { query: { marinaId } });

/** GET /api/issues?marinaId=: every issue of the marina, newest first. */
export const issuesQueryOptions = (marinaId: string | null) =>
  queryOptions<Issue[]>({ queryKey: issuesQueryKey(marinaId), enabled: marinaId !== null });

/** The list with the issues created on this phone and not yet synced first (ADR 0021). */
export function useIssues(marinaId: string | null) {
  return usePendingOverlay(useQuery(issuesQueryOptions(marinaId)), marinaId, withPendingIssues);
}
