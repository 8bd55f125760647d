import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackendMarina, MarinaBody } from '#core/backend/backend.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { backendMarinasQueryKey } from './get-backend-marinas.ts';

export type SaveMarinaInput = { guid: string; body: MarinaBody; create: boolean };

/** POST /api/marinas (client-made guid) or PUT /api/marinas/{guid}. */
export function saveMarina({ guid, body, create }: SaveMarinaInput): Promise<BackendMarina> {
  return create
    ? apiRequest<BackendMarina>('POST', '/api/marinas', { ...body, guid })
    : apiRequest<BackendMarina>('PUT', `/api/marinas/${encodeURIComponent(guid)}`, body);
}

export function useSaveMarina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarina,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backendMarinasQueryKey }),
        // The signed-in user's own marina list may hold it (name, location).
        queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/marinas'] }),
      ]),
  });
}
