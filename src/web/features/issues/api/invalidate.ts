import type { QueryClient } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { Issue } from '#core/issues/issue.schema.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey, isKeyOf } from '#web/lib/call.ts';
import { issuesQueryKey } from './get-issues.ts';

/** The marina's activity feed and each location's. */
const isActivityFeed = isKeyOf(activitiesEndpoints.feed, activitiesEndpoints.locationFeed);

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
    queryClient.invalidateQueries({ queryKey: endpointKey(issuesEndpoints.list) }),
    queryClient.invalidateQueries({ predicate: isActivityFeed }),
    queryClient.invalidateQueries({ queryKey: endpointKey(locationsEndpoints.list) }),
  ]);
}

/** Callbacks set on the mutation itself: they run even when the card or dialog that started it is gone. */
export interface IssueCallbacks<V> {
  onSuccess?: (issue: Issue, input: V) => void;
  onError?: (error: unknown, input: V) => void;
}
