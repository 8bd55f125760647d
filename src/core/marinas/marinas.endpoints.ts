import { defineRoute } from '#core/api/endpoint.ts';
import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';

/**
 * The marinas endpoint, as the web calls it (no schemas: decision 0019; the server adds them in
 * `marinas.api.ts`). The backend's marina writes are in `#core/backend/backend.endpoints.ts`.
 */
export const marinasEndpoints = {
  list: defineRoute<{ result: MarinaSummary[] }>()({
    method: 'GET',
    path: '/api/marinas',
    operationId: 'listMyMarinas',
    summary: 'The marinas the user may work at (every marina of the client for client-wide admins)',
    tag: 'Marinas',
    access: 'signed-in',
    offline: 'keep',
  }),
} as const;
