import { defineRoutes } from '#core/api/endpoint.ts';
import type { marinasSchemas } from './marinas.schemas.ts';

/**
 * The marinas endpoints, as the web calls them (no schemas: decision 0019; their types come from
 * `marinas.schemas.ts`). The backend's marina writes are in `#core/backend/backend.endpoints.ts`.
 */
export const marinasEndpoints = defineRoutes<typeof marinasSchemas>()({
  list: {
    method: 'GET',
    path: '/api/marinas',
    operationId: 'listMyMarinas',
    summary: 'The marinas the user may work at (every marina of the client for client-wide admins)',
    tag: 'Marinas',
    access: 'signed-in',
    offline: 'keep',
  },
  setMeterUnits: {
    method: 'PUT',
    path: '/api/marinas/:guid/meter-units',
    operationId: 'setMarinaMeterUnits',
    summary:
      'Set the unit of each meter type of a marina (power kWh; water gal, m3 or ft3; gas m3, ft3 or therm)',
    tag: 'Marinas',
    access: 'marina-admin',
    // The path names the marina; the handler runs the marina guard (404, then 403).
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
