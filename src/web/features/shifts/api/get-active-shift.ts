import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveShiftResponse } from '#core/shifts/shift.schema.ts';
import { shiftsEndpoints } from '#core/shifts/shifts.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

export const activeShiftQueryKey = endpointKey(shiftsEndpoints.active);

/** GET /api/shifts/active: { shift } or { shift: null }. */
export const activeShiftQueryOptions = () =>
  queryOptions<ActiveShiftResponse>({ queryKey: activeShiftQueryKey });

export function useActiveShift(enabled = true) {
  return useQuery({ ...activeShiftQueryOptions(), enabled });
}
