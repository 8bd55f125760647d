import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '#core/auth/auth.endpoints.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { endpointKey } from '#web/lib/call.ts';
import { getQueryFn } from '#web/lib/query-client.ts';

export const authUserQueryKey = endpointKey(authEndpoints.user);

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
