import { useMemo } from 'react';
import type { Activity } from '#core/activity/activity.schema.ts';
import { type PendingActivity, pendingActivities } from '#web/features/activity/api/offline-activities.ts';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';

/** One empty list for every render with nothing waiting: a memoized list then skips its redraw. */
const NOTHING_PENDING: PendingActivity[] = [];

/**
 * Check-ins, notes and meter readings saved on this phone and not yet synced, newest first, for
 * the top of a feed (ADR 0021): the current marina's, or one location's. Those the server's
 * answer already holds are left out.
 */
export function usePendingActivities(
  shown: readonly Activity[] | undefined,
  locationGuid?: string,
): PendingActivity[] {
  const { marinaId } = useCurrentMarina();
  const locations = useMarinaLocations(marinaId);
  const pending = usePendingWrites();
  return useMemo(() => {
    if (pending.length === 0) return NOTHING_PENDING;
    const names = new Map((locations.data ?? []).map((l) => [l.guid, l.name]));
    const known = new Set((shown ?? []).map((a) => a.guid));
    return pendingActivities(pending, (guid) => names.get(guid) ?? null).filter(
      (activity) =>
        !known.has(activity.guid) &&
        (locationGuid ? activity.locationId === locationGuid : names.has(activity.locationId ?? '')),
    );
  }, [pending, locations.data, shown, locationGuid]);
}
