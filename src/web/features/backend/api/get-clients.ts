import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { Client } from '#core/backend/backend.schema.ts';
import { endpointKey } from '#web/lib/call.ts';

export const clientsQueryKey = endpointKey(backendEndpoints.listClients);

/** GET /api/clients: every client (super_admin). */
export const clientsQueryOptions = () => queryOptions<Client[]>({ queryKey: clientsQueryKey });

export function useClients() {
  return useQuery(clientsQueryOptions());
}
