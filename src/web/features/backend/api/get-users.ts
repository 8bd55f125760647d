import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { BackendUser } from '#core/backend/backend.schema.ts';
import { endpointKey } from '#web/lib/call.ts';

export const usersQueryKey = endpointKey(backendEndpoints.listUsers);

/** GET /api/users: the users of every client, with their permissions (super_admin). */
export const usersQueryOptions = () => queryOptions<BackendUser[]>({ queryKey: usersQueryKey });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
