import { defineRoute } from '#core/api/endpoint.ts';
import type {
  Checklist,
  ChecklistInstance,
  CreateChecklistInstanceRequest,
  UpdateChecklistInstanceRequest,
} from './checklist.schema.ts';

/** The checklist endpoints (spec 001 section 7), without schemas: what the web calls. */
export const checklistsEndpoints = {
  list: defineRoute<{ query: { marinaId: string }; result: Checklist[] }>()({
    method: 'GET',
    path: '/api/checklists',
    operationId: 'listChecklists',
    summary: "The marina's checklist templates",
    tag: 'Checklists',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  }),
  listInstances: defineRoute<{ query: { marinaId: string }; result: ChecklistInstance[] }>()({
    method: 'GET',
    path: '/api/checklist-instances',
    operationId: 'listChecklistInstances',
    summary: 'Checklists in progress and the newest completed ones',
    tag: 'Checklists',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  }),
  start: defineRoute<{ body: CreateChecklistInstanceRequest; result: ChecklistInstance }>()({
    method: 'POST',
    path: '/api/checklist-instances',
    operationId: 'startChecklist',
    summary: 'Starts a checklist (idempotent by guid)',
    tag: 'Checklists',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  }),
  save: defineRoute<{
    params: { guid: string };
    body: UpdateChecklistInstanceRequest;
    result: ChecklistInstance;
  }>()({
    method: 'PUT',
    path: '/api/checklist-instances/:guid',
    operationId: 'saveChecklistInstance',
    summary: "Saves a checklist's ticks and completion",
    tag: 'Checklists',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  }),
} as const;
