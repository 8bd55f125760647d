import { defineRoutes } from '#core/api/endpoint.ts';
import type { backendSchemas } from './backend.schemas.ts';

/**
 * The backend (spec 001), as the web calls it: no schemas here (decision 0019; their types come
 * from `backend.schemas.ts`). Every endpoint is the platform operator's, across clients (decision
 * 0002): 'super-admin', which also lets its queries reach every tenant (ADR 0017). The set-password
 * link is in `#core/account/account.endpoints.ts`.
 */
const backend = {
  tag: 'Backend',
  access: 'super-admin',
} as const;

export const backendEndpoints = defineRoutes<typeof backendSchemas>()({
  // Clients
  listClients: {
    ...backend,
    method: 'GET',
    path: '/api/clients',
    operationId: 'listClients',
    summary: 'Every client',
  },
  createClient: {
    ...backend,
    method: 'POST',
    path: '/api/clients',
    operationId: 'createClient',
    summary: 'Adds a client (idempotent by guid)',
    offline: 'online-only',
  },
  updateClient: {
    ...backend,
    method: 'PUT',
    path: '/api/clients/:guid',
    operationId: 'updateClient',
    summary: "Changes a client's details",
    offline: 'online-only',
  },
  // Marinas
  listMarinas: {
    ...backend,
    method: 'GET',
    path: '/api/backend/marinas',
    operationId: 'listAllMarinas',
    summary: "The marinas of every client, with the client's name",
  },
  createMarina: {
    ...backend,
    method: 'POST',
    path: '/api/marinas',
    operationId: 'createMarina',
    summary: 'Adds a marina to a client (idempotent by guid)',
    offline: 'online-only',
  },
  updateMarina: {
    ...backend,
    method: 'PUT',
    path: '/api/marinas/:guid',
    operationId: 'updateMarina',
    summary: "Changes a marina's details",
    offline: 'online-only',
  },
  // Users
  listUsers: {
    ...backend,
    method: 'GET',
    path: '/api/users',
    operationId: 'listAllUsers',
    summary: 'The users of every client, with their permissions',
  },
  createUser: {
    ...backend,
    method: 'POST',
    path: '/api/backend/users',
    operationId: 'createUser',
    summary: 'Adds a user to a client, with an optional first password (idempotent by guid)',
    offline: 'online-only',
  },
  updateUser: {
    ...backend,
    method: 'PUT',
    path: '/api/backend/users/:guid',
    operationId: 'updateUser',
    summary: "Changes a user's details; disabling ends their sessions",
    offline: 'online-only',
  },
  // Permissions
  userPermissions: {
    ...backend,
    method: 'GET',
    path: '/api/backend/users/:guid/permissions',
    operationId: 'listUserPermissions',
    summary: 'What a user holds now',
  },
  grantMarina: {
    ...backend,
    method: 'POST',
    path: '/api/backend/marinas/:marinaId/users/:userId',
    operationId: 'grantMarinaPermission',
    summary: 'Gives a user access to a marina, or makes them its admin',
    offline: 'online-only',
  },
  revokeMarina: {
    ...backend,
    method: 'DELETE',
    path: '/api/backend/marinas/:marinaId/users/:userId',
    operationId: 'revokeMarinaPermission',
    summary: "Takes away a user's access to a marina, or their admin of it",
    offline: 'online-only',
  },
  grantClientAdmin: {
    ...backend,
    method: 'POST',
    path: '/api/backend/users/:guid/client-admin',
    operationId: 'grantClientAdmin',
    summary: 'Makes a user admin of every marina of their client',
    offline: 'online-only',
  },
  revokeClientAdmin: {
    ...backend,
    method: 'DELETE',
    path: '/api/backend/users/:guid/client-admin',
    operationId: 'revokeClientAdmin',
    summary: "Takes away a user's client-wide admin",
    offline: 'online-only',
  },
  // The location name fixer
  searchByPattern: {
    ...backend,
    method: 'POST',
    path: '/api/backend/locations/search-by-pattern',
    operationId: 'searchLocationsByPattern',
    summary: "The marina's live locations whose whole name matches the pattern",
  },
  previewReplacements: {
    ...backend,
    method: 'POST',
    path: '/api/backend/locations/preview-replacements',
    operationId: 'previewLocationRenames',
    summary: 'The new name of each location under the replacement pattern (nothing is saved)',
  },
  commitNameChanges: {
    ...backend,
    method: 'POST',
    path: '/api/backend/locations/commit-name-changes',
    operationId: 'commitLocationRenames',
    summary: 'Renames the locations, all or nothing',
    offline: 'online-only',
  },
});
