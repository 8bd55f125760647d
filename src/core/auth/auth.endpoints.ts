import { defineRoute } from '#core/api/endpoint.ts';
import type { AuthUser } from './auth-user.schema.ts';

/**
 * The signed-in user, as the web reads it (no schemas: decision 0019;
 * the server adds them in `auth.api.ts`). Signing in and out (POST /api/auth/login, the OpenID
 * Connect redirects, /api/logout) set cookies and redirect: they stay plain routes, and so does
 * GET /api/auth/providers (public without input, it has no 4xx answer to document).
 */
export const authEndpoints = {
  user: defineRoute<{ result: AuthUser }>()({
    method: 'GET',
    path: '/api/auth/user',
    operationId: 'getSignedInUser',
    summary: 'The signed-in user with their client, permissions and marinas',
    tag: 'Auth',
    access: 'signed-in',
    offline: 'keep',
  }),
} as const;
