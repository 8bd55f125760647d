import { defineRoutes } from '#core/api/endpoint.ts';
import type { accountSchemas } from './account.schemas.ts';

/**
 * Getting people in (no schemas here: decision 0019; their types come from `account.schemas.ts`):
 * a set-password link made in the backend, setting a password with it, changing one's own.
 */
export const accountEndpoints = defineRoutes<typeof accountSchemas>()({
  passwordLink: {
    method: 'POST',
    path: '/api/backend/users/:guid/password-link',
    operationId: 'createPasswordLink',
    summary: "A one-time set-password link, valid 7 days; ends the user's sessions",
    tag: 'Accounts',
    access: 'super-admin',
    offline: 'online-only',
  },
  setPassword: {
    method: 'POST',
    path: '/api/auth/set-password',
    operationId: 'setPasswordWithLink',
    summary: "Sets a password with a link's token (no session needed, none made); answers the email",
    tag: 'Accounts',
    access: 'public',
    // The token names the user; whoever is signed in on this browser does not matter.
    crossTenant: 'always',
    offline: 'online-only',
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    operationId: 'changeOwnPassword',
    summary: "Changes the user's own password (the current one first); ends their other sessions",
    tag: 'Accounts',
    access: 'signed-in',
    offline: 'online-only',
  },
});
