import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { BackendMarina, MarinaRequest } from '#core/backend/backend.schema.ts';
import { marinasEndpoints } from '#core/marinas/marinas.endpoints.ts';
import { authUserQueryKey } from '#web/features/auth/index.ts';
import { call, endpointKey } from '#web/lib/call.ts';
import { backendMarinasQueryKey } from './get-backend-marinas.ts';

export type SaveMarinaInput = { guid: string; body: MarinaRequest; create: boolean };

/** POST /api/marinas (client-made guid) or PUT /api/marinas/{guid}. */
export function saveMarina({ guid, body, create }: SaveMarinaInput): Promise<BackendMarina> {
  return create
    ? call(backendEndpoints.createMarina, { body: { ...body, guid } })
    : call(backendEndpoints.updateMarina, { params: { guid }, body });
}

export function useSaveMarina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarina,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backendMarinasQueryKey }),
        // The signed-in user's own marina list may hold it (name, location).
        queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: endpointKey(marinasEndpoints.list) }),
      ]),
  });
}
