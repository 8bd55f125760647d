import type { QueryClient } from '@tanstack/react-query';
import type { Issue } from '#core/issues/issue.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';
import { issuesQueryKey } from './get-issues.ts';

const isActivityFeed = (path: unknown) =>
  typeof path === 'string' &&
  (path.startsWith('/api/activities') || /^\/api\/locations\/[^/]+\/activities$/.test(path));

/**
 * After an issue write: the issue in the cached list at once (the server's answer), then the
 * list itself, the activity feeds (an issue_created / issue_updated activity was written) and
 * the locations list (its last-activity times).
 */
export function afterIssueWrite(queryClient: QueryClient, marinaId: string, issue: Issue): Promise<unknown> {
  queryClient.setQueryData<Issue[]>(issuesQueryKey(marinaId), (list) => {
    if (!list) return list;
    const found = list.some((i) => i.guid === issue.guid);
    return found ? list.map((i) => (i.guid === issue.guid ? issue : i)) : [issue, ...list];
  });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/issues'] }),
    queryClient.invalidateQueries({ predicate: (query) => isActivityFeed(query.queryKey[0]) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(locationsEndpoints.list) }),
  ]);
}

/** Callbacks set on the mutation itself: they run even when the card or dialog that started it is gone. */
export interface IssueCallbacks<V> {
  onSuccess?: (issue: Issue, input: V) => void;
  onError?: (error: unknown, input: V) => void;
}
