import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import {
  checklistTemplateSchema,
  createChecklistBodySchema,
  updateChecklistBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';

/**
 * The schemas of the checklist template writes: the one place their types are stated
 * (`checklists-admin.endpoints.ts` reads them).
 */
export const checklistsAdminSchemas = {
  create: {
    body: createChecklistBodySchema,
    responses: createResponses(checklistTemplateSchema),
  },
  update: {
    params: guidParamsSchema,
    body: updateChecklistBodySchema,
    responses: { 200: checklistTemplateSchema },
  },
} as const satisfies AreaSchemas;
