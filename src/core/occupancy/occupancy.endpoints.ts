import { defineRoutes } from '#core/api/endpoint.ts';
import type { occupancySchemas } from './occupancy.schemas.ts';

/**
 * The occupancy checklist endpoints (spec 001 section 7), without schemas: what the web calls. A
 * checklist's checks are read by its guid: the marina is the checklist's (`marinaFrom: 'record'`).
 */
export const occupancyEndpoints = defineRoutes<typeof occupancySchemas>()({
  list: {
    method: 'GET',
    path: '/api/occupancy-checklists',
    operationId: 'listOccupancyChecklists',
    summary: "The marina's open occupancy checklists and the newest finalized ones",
    tag: 'Occupancy',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  },
  start: {
    method: 'POST',
    path: '/api/occupancy-checklists',
    operationId: 'startOccupancyChecklist',
    summary: 'Starts the occupancy checklist of a location (idempotent by guid)',
    tag: 'Occupancy',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
  finalize: {
    method: 'PUT',
    path: '/api/occupancy-checklists/:guid/finalize',
    operationId: 'finalizeOccupancyChecklist',
    summary: 'Finalizes an occupancy checklist and records it as an activity',
    tag: 'Occupancy',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
  checks: {
    method: 'GET',
    path: '/api/occupancy-checks/:checklistId',
    operationId: 'listOccupancyChecks',
    summary: 'The child locations an occupancy checklist marks present',
    tag: 'Occupancy',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  },
  check: {
    method: 'POST',
    path: '/api/occupancy-checks',
    operationId: 'createOccupancyCheck',
    summary: 'Marks a child location present (checking it again returns the check)',
    tag: 'Occupancy',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
  uncheck: {
    method: 'DELETE',
    path: '/api/occupancy-checks/:checklistId/:locationId',
    operationId: 'deleteOccupancyCheck',
    summary: 'Unmarks a child location (repeating it changes nothing)',
    tag: 'Occupancy',
    access: 'marina-staff',
    marinaFrom: 'query',
    offline: 'queue',
  },
});
