import { defineRoute } from '#core/api/endpoint.ts';
import type { ReferencePosition, SetReferenceBody } from './reference-position.schema.ts';

/**
 * A location's GPS reference position (ADR 0020), without schemas: what the web calls. The
 * location is named by guid: its marina is the record's (`marinaFrom: 'record'`).
 */
export const patrolEndpoints = {
  reference: defineRoute<{ params: { guid: string }; result: ReferencePosition }>()({
    method: 'GET',
    path: '/api/locations/:guid/reference-position',
    operationId: 'getReferencePosition',
    summary: "A location's GPS reference position, or null when it has none",
    tag: 'Patrol',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  }),
  setReference: defineRoute<{
    params: { guid: string };
    body: SetReferenceBody;
    result: ReferencePosition;
  }>()({
    method: 'PUT',
    path: '/api/locations/:guid/reference-position',
    operationId: 'setReferencePosition',
    summary: "Sets a location's GPS reference position by hand",
    tag: 'Patrol',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  }),
  clearReference: defineRoute<{ params: { guid: string }; result: ReferencePosition }>()({
    method: 'DELETE',
    path: '/api/locations/:guid/reference-position',
    operationId: 'clearReferencePosition',
    summary: "Clears a location's GPS reference position (the next good check-ins place it again)",
    tag: 'Patrol',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  }),
} as const;
