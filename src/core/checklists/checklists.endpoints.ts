import { defineRoutes } from '#core/api/endpoint.ts';
import type { checklistsSchemas } from './checklists.schemas.ts';

/** The checklist endpoints (spec 001 section 7), without schemas: what the web calls. */
export const checklistsEndpoints = defineRoutes<typeof checklistsSchemas>()({
  list: {
    method: 'GET',
    path: '/api/checklists',
    operationId: 'listChecklists',
    summary: "The marina's checklist templates",
    tag: 'Checklists',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  },
  listInstances: {
    method: 'GET',
    path: '/api/checklist-instances',
    operationId: 'listChecklistInstances',
    summary: 'Checklists in progress and the newest completed ones',
    tag: 'Checklists',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  },
  start: {
    method: 'POST',
    path: '/api/checklist-instances',
    operationId: 'startChecklist',
    summary: 'Starts a checklist (idempotent by guid)',
    tag: 'Checklists',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
  save: {
    method: 'PUT',
    path: '/api/checklist-instances/:guid',
    operationId: 'saveChecklistInstance',
    summary: "Saves a checklist's ticks and completion",
    tag: 'Checklists',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
});
