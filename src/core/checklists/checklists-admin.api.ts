import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import {
  checklistTemplateSchema,
  createChecklistBodySchema,
  updateChecklistBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { checklistsAdminEndpoints as routes } from './checklists-admin.endpoints.ts';

/** The checklist template writes with their schemas: what the server registers and documents. */
export const checklistsAdminApi = {
  create: withSchemas(routes.create, {
    body: createChecklistBodySchema,
    responses: createResponses(checklistTemplateSchema),
  }),
  update: withSchemas(routes.update, {
    params: guidParamsSchema,
    body: updateChecklistBodySchema,
    responses: { 200: checklistTemplateSchema },
  }),
} as const;
