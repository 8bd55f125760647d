import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shift } from '#core/shifts/shift.schema.ts';
import { shiftsEndpoints } from '#core/shifts/shifts.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { activeShiftQueryKey } from './get-active-shift.ts';
import { shiftsQueryKey } from './get-shifts.ts';

/**
 * POST /api/shifts { marinaId, guid }: 201 with the new shift. The guid is made on the phone, so
 * a retry over a bad connection returns the same shift instead of starting a second one.
 */
export function startShift(marinaId: string, guid: string = crypto.randomUUID()): Promise<Shift> {
  return call(shiftsEndpoints.start, { body: { marinaId, guid } });
}

export function useStartShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marinaId: string) => startShift(marinaId),
    onSuccess: async (shift) => {
      queryClient.setQueryData(activeShiftQueryKey, { shift });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activeShiftQueryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: shiftsQueryKey }),
      ]);
    },
  });
}
