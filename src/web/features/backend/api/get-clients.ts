import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '#core/backend/backend.schema.ts';

export const clientsQueryKey = ['/api/clients'] as const;

/** GET /api/clients: every client (super_admin). */
export const clientsQueryOptions = () => queryOptions<Client[]>({ queryKey: clientsQueryKey });

export function useClients() {
  return useQuery(clientsQueryOptions());
}
