import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackendUser } from '#core/backend/backend.schema.ts';

export const usersQueryKey = ['/api/users'] as const;

/** GET /api/users: the users of every client, with their permissions (super_admin). */
export const usersQueryOptions = () => queryOptions<BackendUser[]>({ queryKey: usersQueryKey });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
