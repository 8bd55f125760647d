import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { persistQuery } from '#web/lib/offline/query-persist.ts';
import { getQueryFn } from '#web/lib/query-client.ts';
import { signedInHere } from '#web/lib/signed-in-hint.ts';
import { authUserQueryKey } from '#web/lib/signed-in-user.ts';

export { authUserQueryKey };

const fetchAuthUser = getQueryFn<AuthUser | null>({ on401: 'returnNull' });

/**
 * GET /api/auth/user; a 401 yields null (signed out) instead of failing. Without the signed-in
 * hint cookie (lib/signed-in-hint.ts) there is no session to ask about: null at once, so a
 * signed-out page logs no 401; the kept offline reads are wiped as a signed-out answer wipes them.
 */
export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authUserQueryKey,
    queryFn: async (context): Promise<AuthUser | null> => {
      if (signedInHere()) return fetchAuthUser(context);
      void persistQuery(authUserQueryKey, null).catch(() => undefined);
      return null;
    },
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
