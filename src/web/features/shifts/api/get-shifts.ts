import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shift } from '#core/shifts/shift.schema.ts';
import { shiftsEndpoints } from '#core/shifts/shifts.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** The prefix of every shift list; invalidating it refreshes the per-marina lists too. */
export const shiftsQueryKey = endpointKey(shiftsEndpoints.list);

/** GET /api/shifts: the user's shifts, newest first. */
export const shiftsQueryOptions = () => queryOptions<Shift[]>({ queryKey: shiftsQueryKey });

/** GET /api/shifts?marinaId=: the user's shifts at one marina, newest first. */
export const marinaShiftsQueryOptions = (marinaId: string) =>
  endpointQuery(shiftsEndpoints.list, { query: { marinaId } });

/** Spec 000 section 4: the list of all shifts is fetched only when there is no active shift. */
export function useShifts(enabled: boolean) {
  return useQuery({ ...shiftsQueryOptions(), enabled });
}

/**
 * The shift summary's previous shift is the last one ended at the marina the summary shows, so
 * its answers never come from another marina; fetched only when there is no active shift.
 */
export function useMarinaShifts(marinaId: string | null, enabled: boolean) {
  return useQuery({ ...marinaShiftsQueryOptions(marinaId ?? ''), enabled: enabled && Boolean(marinaId) });
}
