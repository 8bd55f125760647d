import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { Client, ClientRequest } from '#core/backend/backend.schema.ts';
import { call } from '#web/lib/call.ts';
import { backendMarinasQueryKey } from './get-backend-marinas.ts';
import { clientsQueryKey } from './get-clients.ts';
import { usersQueryKey } from './get-users.ts';

export type SaveClientInput = { guid: string; body: ClientRequest; create: boolean };

/** POST /api/clients (with a client-made guid, so a retry cannot make two) or PUT /api/clients/{guid}. */
export function saveClient({ guid, body, create }: SaveClientInput): Promise<Client> {
  return create
    ? call(backendEndpoints.createClient, { body: { ...body, guid } })
    : call(backendEndpoints.updateClient, { params: { guid }, body });
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
        // Marinas and users show their client's name.
        queryClient.invalidateQueries({ queryKey: backendMarinasQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]),
  });
}
