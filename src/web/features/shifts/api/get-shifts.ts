import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shift } from '#core/shifts/shift.schema.ts';

export const shiftsQueryKey = ['/api/shifts'] as const;

/** GET /api/shifts: the user's shifts, newest first. */
export const shiftsQueryOptions = () => queryOptions<Shift[]>({ queryKey: shiftsQueryKey });

/** Spec 000 section 4: the list of all shifts is fetched only when there is no active shift. */
export function useShifts(enabled: boolean) {
  return useQuery({ ...shiftsQueryOptions(), enabled });
}
