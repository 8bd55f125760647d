import type { QueryClient } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { occupancyEndpoints } from '#core/occupancy/occupancy.endpoints.ts';
import { endpointKey, isKeyOf } from '#web/lib/call.ts';

/** The marina's activity feed and each location's. */
const isActivityFeed = isKeyOf(activitiesEndpoints.feed, activitiesEndpoints.locationFeed);

/** After an occupancy checklist is started or finalized: the lists, and the feeds finalize writes to. */
export function afterOccupancyChecklistWrite(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(occupancyEndpoints.list) }),
    queryClient.invalidateQueries({ predicate: isActivityFeed }),
    queryClient.invalidateQueries({ queryKey: endpointKey(locationsEndpoints.list) }),
  ]);
}
