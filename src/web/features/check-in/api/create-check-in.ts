import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import type { patrolCheckBody } from '#core/check-in/check-in.ts';
import type { LocationDetail, LocationListItem } from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { tourRunsEndpoints } from '#core/tours/tour-runs.endpoints.ts';
import { endpointKey, isKeyOf, queuedCall } from '#web/lib/call.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { queryClient as appQueryClient } from '#web/lib/query-client.ts';

export type PatrolCheckBody = ReturnType<typeof patrolCheckBody>;

/**
 * POST /api/activities with a patrol_check, through the offline queue (ADR 0021): saved on the
 * phone first, sent at once when there is a network ('sent'), else later ('queued'). The body
 * carries a guid made once per visit, so a retried request never records a second check-in.
 */
export function createCheckIn(body: PatrolCheckBody): Promise<WriteOutcome> {
  const location = appQueryClient.getQueryData<LocationDetail>(
    endpointKey(checkInEndpoints.location, { params: { guid: body.locationId } }),
  );
  return queueWrite({
    guid: body.guid,
    label: location ? i18n.t('checkIn:queued', { name: location.name }) : i18n.t('checkIn:queuedBare'),
    locationGuid: body.locationId,
    calls: [queuedCall(activitiesEndpoints.create, { body })],
  });
}

export function useCreateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckIn,
    onSuccess: (_outcome, body) => {
      const locationFeed = endpointKey(activitiesEndpoints.locationFeed, {
        params: { guid: body.locationId },
      });
      for (const queryKey of [endpointKey(activitiesEndpoints.feed), locationFeed]) {
        // The location's feed is first fetched alongside this POST. Invalidating alone would keep
        // that in-flight first answer (TanStack Query reuses a fetch that has no data yet), which
        // may predate the check-in; cancel it so the refetch sees the new activity.
        void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
      }
      // The marina's locations list (hundreds of KB on a big marina, open under the check-in
      // banner for the Issues section) is not fetched again for one check-in: its tile gets the
      // new time here, which is all a check-in changes in it. It is not marked stale either: the
      // sections under the banner may mount after this, and a stale list would be fetched again
      // right then (a second read of the list, seen on a slow host).
      const now = new Date().toISOString();
      queryClient.setQueriesData<LocationListItem[]>(
        { queryKey: endpointKey(locationsEndpoints.list) },
        (list) =>
          Array.isArray(list)
            ? list.map((l) =>
                l.guid === body.locationId ? { ...l, lastActivityAt: now, lastPatrolAt: now } : l,
              )
            : list,
      );
      // A check-in at a checkpoint moves its tour runs on (decision 0031); while it waits in the
      // queue the guard's view counts it from there, and the refetch answers from the phone.
      void queryClient.invalidateQueries({
        predicate: isKeyOf(tourRunsEndpoints.list, tourRunsEndpoints.get),
      });
    },
  });
}
