import { defineRoutes } from '#core/api/endpoint.ts';
import type { checklistsAdminSchemas } from './checklists-admin.schemas.ts';

/**
 * The checklist template writes (the spec only reads them), as the web calls them: no schemas here
 * (decision 0019; their types come from `checklists-admin.schemas.ts`). Admins of a marina write
 * its templates; a template's marina is its record's when it is edited (client-wide ones: client
 * admins).
 */
export const checklistsAdminEndpoints = defineRoutes<typeof checklistsAdminSchemas>()({
  create: {
    method: 'POST',
    path: '/api/checklists',
    operationId: 'createChecklistTemplate',
    summary: 'Adds a checklist template to the marina (idempotent by guid)',
    tag: 'Checklists',
    access: 'marina-admin',
    marinaFrom: 'body',
    offline: 'online-only',
  },
  update: {
    method: 'PUT',
    path: '/api/checklists/:guid',
    operationId: 'updateChecklistTemplate',
    summary: "Changes a checklist template's name, description and items",
    tag: 'Checklists',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
