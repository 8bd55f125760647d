import { defineRoutes } from '#core/api/endpoint.ts';
import type { patrolSchemas } from './patrol.schemas.ts';

/**
 * A location's GPS reference position (ADR 0020), without schemas: what the web calls. The
 * location is named by guid: its marina is the record's (`marinaFrom: 'record'`).
 */
export const patrolEndpoints = defineRoutes<typeof patrolSchemas>()({
  reference: {
    method: 'GET',
    path: '/api/locations/:guid/reference-position',
    operationId: 'getReferencePosition',
    summary: "A location's GPS reference position, or null when it has none",
    tag: 'Patrol',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  },
  setReference: {
    method: 'PUT',
    path: '/api/locations/:guid/reference-position',
    operationId: 'setReferencePosition',
    summary: "Sets a location's GPS reference position by hand",
    tag: 'Patrol',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  clearReference: {
    method: 'DELETE',
    path: '/api/locations/:guid/reference-position',
    operationId: 'clearReferencePosition',
    summary: "Clears a location's GPS reference position (the next good check-ins place it again)",
    tag: 'Patrol',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
