import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import { occupancyEndpoints } from '#core/occupancy/occupancy.endpoints.ts';
import { withPendingOccupancy } from '#web/features/occupancy/api/offline-occupancy.ts';
import { endpointKey } from '#web/lib/call.ts';
import { usePendingOverlay } from '#web/lib/offline/use-pending-writes.ts';

export const occupancyChecklistsQueryKey = (marinaId: string | null) =>
  endpointKey(occupancyEndpoints.list, { query: { marinaId } });

/** GET /api/occupancy-checklists?marinaId=: every open checklist and the newest finalized ones. */
export const occupancyChecklistsQueryOptions = (marinaId: string | null) =>
  queryOptions<OccupancyChecklist[]>({
    queryKey: occupancyChecklistsQueryKey(marinaId),
    enabled: marinaId !== null,
  });

/** With the checklists started and finalized on this phone and not yet synced (ADR 0021). */
export function useOccupancyChecklists(marinaId: string | null) {
  return usePendingOverlay(
    useQuery(occupancyChecklistsQueryOptions(marinaId)),
    marinaId,
    withPendingOccupancy,
  );
}
