import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { marinasEndpoints } from '#core/marinas/marinas.endpoints.ts';
import type { MeterUnits } from '#core/meters/meter-units.ts';
import { call, endpointKey } from '#web/lib/call.ts';
import { authUserQueryKey } from '#web/lib/signed-in-user.ts';

/** PUT /api/marinas/{guid}/meter-units {power, water, gas}: the marina as its read shows it. */
export function setMeterUnits(input: { marinaId: string; units: MeterUnits }): Promise<MarinaSummary> {
  return call(marinasEndpoints.setMeterUnits, { params: { guid: input.marinaId }, body: input.units });
}

/**
 * Every screen takes the units from the signed-in user's marinas: the answer goes into that read at
 * once (no wait for a refetch), and the marinas list is read again.
 */
export function useSetMeterUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMeterUnits,
    onSuccess: (marina) => {
      queryClient.setQueryData<AuthUser | null>(authUserQueryKey, (user) =>
        user ? { ...user, marinas: user.marinas.map((m) => (m.guid === marina.guid ? marina : m)) } : user,
      );
      return queryClient.invalidateQueries({ queryKey: endpointKey(marinasEndpoints.list) });
    },
  });
}
