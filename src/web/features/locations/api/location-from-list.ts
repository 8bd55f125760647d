import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import { expandLocationList } from '#core/locations/compact-location-list.ts';
import type {
  CompactLocationList,
  LocationDetail,
  LocationListItem,
} from '#core/locations/location.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { matchPath } from '#core/routing/path-match.ts';
import { persistedAnswersOf } from '#web/lib/offline/query-persist.ts';

/** The reads of one location's detail: the check-in screen's and the location page's. */
const DETAIL_ROUTES = [checkInEndpoints.location, locationsEndpoints.get];

/**
 * A kept answer of the list as list items: the compact view the app asks for (decision 0045), or
 * the full list a version before it kept.
 */
function listItemsOf(answer: unknown): LocationListItem[] | undefined {
  if (Array.isArray(answer)) return answer as LocationListItem[];
  if (answer && typeof answer === 'object' && 'locations' in answer) {
    return expandLocationList(answer as CompactLocationList);
  }
  return undefined;
}

/**
 * A QR tag scanned offline at a location whose page was never opened: its detail is rebuilt from
 * the marina's location list the guard did load (ADR 0021), so the check-in can still be saved.
 */
export async function locationFromPersistedList(
  queryKey: readonly unknown[],
): Promise<{ data: LocationDetail } | undefined> {
  const [path] = queryKey;
  if (typeof path !== 'string') return undefined;
  const guid = DETAIL_ROUTES.map((route) => matchPath(route.path, path)?.guid).find(Boolean);
  if (!guid) return undefined;
  const wanted = guid.toLowerCase();
  for (const answer of await persistedAnswersOf(locationsEndpoints.list.path)) {
    const list = listItemsOf(answer);
    if (!list) continue;
    const item = list.find((l) => l.guid.toLowerCase() === wanted);
    if (!item) continue;
    const parent = item.parentId ? list.find((l) => l.guid === item.parentId) : undefined;
    const children = list.filter((l) => l.parentId === item.guid);
    const { lastActivityAt: _a, lastPatrolAt: _p, ...location } = item;
    return {
      data: {
        ...location,
        parent: parent ? { guid: parent.guid, name: parent.name } : null,
        children: children.map(({ guid: childGuid, name, typeName, status, hasOccupancy }) => ({
          guid: childGuid,
          name,
          typeName,
          status,
          hasOccupancy,
        })),
        descendantCount: children.length,
      },
    };
  }
  return undefined;
}
