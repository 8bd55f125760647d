import type { QueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#core/auth/auth.endpoints.ts';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { endpointKey } from './call.ts';

/** The signed-in user's query key, `['/api/auth/user']`; its answer is null when signed out. */
export const authUserQueryKey = endpointKey(authEndpoints.user);

/** The signed-in user as the cache has them: null when signed out or not known yet. */
export const signedInUser = (queryClient: QueryClient): AuthUser | null =>
  queryClient.getQueryData<AuthUser | null>(authUserQueryKey) ?? null;
