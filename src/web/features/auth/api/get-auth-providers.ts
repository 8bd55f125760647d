import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '#web/lib/query-client.ts';

/** GET /api/auth/providers: which ways of signing in this server offers besides the password. */
export interface AuthProviders {
  oidc: boolean;
}

export function useAuthProviders() {
  const query = useQuery({
    queryKey: ['/api/auth/providers'] as const,
    queryFn: getQueryFn<AuthProviders>({ on401: 'throw' }),
  });
  return { companySignIn: query.data?.oidc === true };
}
