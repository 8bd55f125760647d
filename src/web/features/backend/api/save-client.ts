import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientBody } from '#core/backend/backend.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { clientsQueryKey } from './get-clients.ts';

export type SaveClientInput = { guid: string; body: ClientBody; create: boolean };

/** POST /api/clients (with a client-made guid, so a retry cannot make two) or PUT /api/clients/{guid}. */
export function saveClient({ guid, body, create }: SaveClientInput): Promise<Client> {
  return create
    ? apiRequest<Client>('POST', '/api/clients', { ...body, guid })
    : apiRequest<Client>('PUT', `/api/clients/${encodeURIComponent(guid)}`, body);
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        // Marinas and users show their client's name.
        queryClient.invalidateQueries({ queryKey: ['/api/backend/marinas'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/users'] }),
      ]),
  });
}
