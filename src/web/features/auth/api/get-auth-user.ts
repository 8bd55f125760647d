import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { getQueryFn } from '#web/lib/query-client.ts';
import { authUserQueryKey } from '#web/lib/signed-in-user.ts';

export { authUserQueryKey };

/** GET /api/auth/user; a 401 yields null (signed out) instead of failing. */
export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authUserQueryKey,
    queryFn: getQueryFn<AuthUser | null>({ on401: 'returnNull' }),
  });

export function useAuthUser() {
  const query = useQuery(authUserQueryOptions());
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
}
