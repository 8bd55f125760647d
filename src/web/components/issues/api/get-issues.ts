import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Issue } from '#core/issues/issue.schema.ts';

export const issuesQueryKey = (marinaId: string | null) => ['/api/issues', { marinaId }] as const;

/** GET /api/issues?marinaId=: every issue of the marina, newest first. */
export const issuesQueryOptions = (marinaId: string | null) =>
  queryOptions<Issue[]>({ queryKey: issuesQueryKey(marinaId), enabled: marinaId !== null });

export function useIssues(marinaId: string | null) {
  return useQuery(issuesQueryOptions(marinaId));
}
