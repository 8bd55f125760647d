import type { QueryClient } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import { locationReads } from '#core/locations/location-reads.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { endpointKey, isKeyOf } from '#web/lib/call.ts';

/** The reads whose cached answers change when a location or its activities change (spec 000 section 7). */
const isLocationData = isKeyOf(
  ...locationReads,
  checkInEndpoints.location,
  activitiesEndpoints.feed,
  metersEndpoints.recordMeter,
  metersEndpoints.listReads,
  metersEndpoints.summarizeReads,
  metersEndpoints.countRecentReads,
  metersEndpoints.readingOfActivity,
);

/**
 * Refreshes the cached locations, activities, record-meter and meter-read data after a location
 * write. A deleted location's own reads are dropped instead: asked again, they would only answer 404.
 */
export function invalidateLocationData(
  queryClient: QueryClient,
  { deleted }: { deleted?: string } = {},
): Promise<void> {
  const gone = deleted ? endpointKey(locationsEndpoints.get, { params: { guid: deleted } })[0] : null;
  const isGone = (path: unknown) => gone !== null && typeof path === 'string' && path.startsWith(gone);
  if (gone)
    queryClient.removeQueries({ predicate: (query) => isGone(query.queryKey[0]) && !query.isActive() });
  return queryClient.invalidateQueries({
    predicate: (query) => !isGone(query.queryKey[0]) && isLocationData(query),
  });
}

/** After an activity at a location: the marina feed, the location's feed and the list's last-activity times. */
export function invalidateActivityData(queryClient: QueryClient, locationGuid: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(activitiesEndpoints.feed) }),
    queryClient.invalidateQueries({
      queryKey: endpointKey(activitiesEndpoints.locationFeed, { params: { guid: locationGuid } }),
    }),
    queryClient.invalidateQueries({ queryKey: endpointKey(locationsEndpoints.list) }),
  ]);
}
