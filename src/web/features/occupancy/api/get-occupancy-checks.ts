import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OccupancyCheck } from '#core/checklists/checklist.schema.ts';
import { occupancyEndpoints } from '#core/occupancy/occupancy.endpoints.ts';
import { withPendingChecks } from '#web/features/occupancy/api/offline-occupancy.ts';
import { endpointKey } from '#web/lib/call.ts';
import { pendingIds } from '#web/lib/offline/pending-calls.ts';
import { usePendingOverlay, usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';

export const occupancyChecksQueryKey = (checklistId: string) =>
  endpointKey(occupancyEndpoints.checks, { params: { checklistId } });

/** GET /api/occupancy-checks/{checklistId}: the children marked present. */
export const occupancyChecksQueryOptions = (checklistId: string) =>
  queryOptions<OccupancyCheck[]>({ queryKey: occupancyChecksQueryKey(checklistId) });

/**
 * With the ticks and unticks saved on this phone and not yet synced (ADR 0021). A checklist
 * started on the phone is not on the server yet: its checks are only those.
 */
export function useOccupancyChecks(checklistId: string, enabled = true) {
  const startedHere = pendingIds(usePendingWrites()).has(checklistId);
  const query = useQuery({ ...occupancyChecksQueryOptions(checklistId), enabled: enabled && !startedHere });
  return usePendingOverlay(query, checklistId, (data, pending, id) =>
    withPendingChecks(startedHere ? (data ?? []) : data, pending, id),
  );
}
