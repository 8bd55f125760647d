import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shift } from '#core/shifts/shift.schema.ts';
import { shiftsEndpoints } from '#core/shifts/shifts.endpoints.ts';
import { call } from '#web/lib/call.ts';
import { activeShiftQueryKey } from './get-active-shift.ts';
import { shiftsQueryKey } from './get-shifts.ts';

/** PUT /api/shifts/end { shiftId }: the ended shift; 404 'No active shift found.' when none runs. */
export function endShift(shiftId: string | undefined): Promise<Shift> {
  return call(shiftsEndpoints.end, { body: shiftId ? { shiftId } : {} });
}

export function useEndShift() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activeShiftQueryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: shiftsQueryKey }),
    ]);
  return useMutation({
    mutationFn: (shiftId: string | undefined) => endShift(shiftId),
    onSuccess: async () => {
      queryClient.setQueryData(activeShiftQueryKey, { shift: null });
      await refresh();
    },
    // The phone's idea of the active shift was wrong (ended elsewhere): fetch the truth.
    onError: () => refresh(),
  });
}
