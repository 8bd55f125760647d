import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shift } from '#core/shifts/shift.schema.ts';

export const activeShiftQueryKey = ['/api/shifts/active'] as const;

/** GET /api/shifts/active: { shift } or { shift: null }. */
export const activeShiftQueryOptions = () =>
  queryOptions<{ shift: Shift | null }>({ queryKey: activeShiftQueryKey });

export function useActiveShift(enabled = true) {
  return useQuery({ ...activeShiftQueryOptions(), enabled });
}
