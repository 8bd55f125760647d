import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import type { SafetySettings } from '#core/safety/safety-settings.ts';
import { call, endpointKey } from '#web/lib/call.ts';

const safetyKey = (marinaId: string) =>
  endpointKey(safetyEndpoints.getSettings, { params: { guid: marinaId } });

/** GET /api/marinas/{guid}/safety: the marina's checks, emergency number and ladder (admins). */
export const useSafetySettings = (marinaId: string) =>
  useQuery(queryOptions<SafetySettings>({ queryKey: safetyKey(marinaId) }));

/** PUT /api/marinas/{guid}/safety: the answer (the settings as stored) replaces the read. */
export function useSetSafetySettings(marinaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SafetySettings) =>
      call(safetyEndpoints.setSettings, { params: { guid: marinaId }, body: settings }),
    onSuccess: (stored) => queryClient.setQueryData(safetyKey(marinaId), stored),
  });
}
