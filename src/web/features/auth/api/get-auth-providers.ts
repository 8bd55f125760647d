import { useQuery } from '@tanstack/react-query';
import { signInProvidersRoute } from '#core/api/plain-routes.ts';
import { getQueryFn } from '#web/lib/query-client.ts';

/** GET /api/auth/providers: which ways of signing in this server offers besides the password. */
export interface AuthProviders {
  oidc: boolean;
}

export function useAuthProviders() {
  const query = useQuery({
    queryKey: [signInProvidersRoute.path] as const,
    queryFn: getQueryFn<AuthProviders>({ on401: 'throw' }),
  });
  return { companySignIn: query.data?.oidc === true };
}
