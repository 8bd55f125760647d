import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { BackendMarina } from '#core/backend/backend.schema.ts';
import { endpointKey } from '#web/lib/call.ts';

export const backendMarinasQueryKey = endpointKey(backendEndpoints.listMarinas);

/** GET /api/backend/marinas: the marinas of every client, with the client's name (super_admin). */
export const backendMarinasQueryOptions = () =>
  queryOptions<BackendMarina[]>({ queryKey: backendMarinasQueryKey });

export function useBackendMarinas() {
  return useQuery(backendMarinasQueryOptions());
}
