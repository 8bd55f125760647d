import { defineRoutes } from '#core/api/endpoint.ts';
import type { authSchemas } from './auth.schemas.ts';

/**
 * Signing in and the signed-in user, as the web reads them (no schemas: decision 0019; their types
 * come from `auth.schemas.ts`). Sign-in answers JSON and starts the session through the handler's
 * `session` effect (server/http/endpoint-route.ts). The OpenID Connect redirects and /api/logout
 * navigate the browser (redirects, HTML problem pages): they stay plain routes (plain-routes.ts),
 * and so, for now, does GET /api/auth/providers: public without input, it has no 4xx answer, and
 * the OpenAPI test wants one for every catalogued operation.
 */
export const authEndpoints = defineRoutes<typeof authSchemas>()({
  signIn: {
    method: 'POST',
    path: '/api/auth/login',
    operationId: 'signIn',
    summary: 'Signs in with e-mail and password and sets the session cookie',
    tag: 'Sign-in',
    access: 'public',
    // The user is found by e-mail before any tenant is known (ADR 0017).
    crossTenant: 'always',
    // A wrong password or unknown e-mail (one message for both), and the sign-in limits.
    alsoAnswers: [401, 429],
    offline: 'online-only',
  },
  user: {
    method: 'GET',
    path: '/api/auth/user',
    operationId: 'getSignedInUser',
    summary: 'The signed-in user with their client, permissions and marinas',
    tag: 'Auth',
    access: 'signed-in',
    offline: 'keep',
  },
});
