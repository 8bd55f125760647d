import type { LocationDetail, LocationListItem } from '#core/locations/location.schema.ts';
import { offlineDb } from './offline-db.ts';

const DETAIL_PATH = /^\/api\/(?:check-in|locations)\/([^/]+)$/;

/**
 * A QR tag scanned offline at a location whose page was never opened: its detail is rebuilt from
 * the marina's location list the guard did load (ADR 0021), so the check-in can still be saved.
 */
export async function locationFromPersistedList(path: string): Promise<{ data: LocationDetail } | undefined> {
  const guid = DETAIL_PATH.exec(path)?.[1];
  if (!guid) return undefined;
  const wanted = decodeURIComponent(guid).toLowerCase();
  const lists = await (await offlineDb()).getAll(
    'queries',
    IDBKeyRange.bound('["/api/locations",', '["/api/locations",\uffff'),
  );
  for (const saved of lists) {
    if (!Array.isArray(saved.data)) continue;
    const list = saved.data as LocationListItem[];
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
