import type { QueryClient } from '@tanstack/react-query';
import { occupancyEndpoints } from '#core/checklists/occupancy.endpoints.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

const isActivityFeed = (path: unknown) =>
  typeof path === 'string' &&
  (path.startsWith('/api/activities') || /^\/api\/locations\/[^/]+\/activities$/.test(path));

/** After an occupancy checklist is started or finalized: the lists, and the feeds finalize writes to. */
export function afterOccupancyChecklistWrite(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(occupancyEndpoints.list) }),
    queryClient.invalidateQueries({ predicate: (query) => isActivityFeed(query.queryKey[0]) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(locationsEndpoints.list) }),
  ]);
}
