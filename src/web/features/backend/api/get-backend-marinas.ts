import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackendMarina } from '#core/backend/backend.schema.ts';

export const backendMarinasQueryKey = ['/api/backend/marinas'] as const;

/** GET /api/backend/marinas: the marinas of every client, with the client's name (super_admin). */
export const backendMarinasQueryOptions = () =>
  queryOptions<BackendMarina[]>({ queryKey: backendMarinasQueryKey });

export function useBackendMarinas() {
  return useQuery(backendMarinasQueryOptions());
}
