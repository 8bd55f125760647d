import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checklistTemplateSchema,
  createChecklistBodySchema,
  updateChecklistBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { createChecklist, updateChecklist } from './checklists-admin.service.ts';

/** Checklist templates (the spec only reads them): admins of a marina write them. */
export async function checklistsAdminRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/checklists',
    {
      schema: {
        body: createChecklistBodySchema,
        response: { 200: checklistTemplateSchema, 201: checklistTemplateSchema },
      },
    },
    async (request, reply) => {
      const { checklist, created } = await createChecklist(request, request.body);
      return reply.code(created ? 201 : 200).send(checklist);
    },
  );

  app.put(
    '/api/checklists/:guid',
    {
      schema: {
        params: guidParamsSchema,
        body: updateChecklistBodySchema,
        response: { 200: checklistTemplateSchema },
      },
    },
    async (request) => updateChecklist(request, request.params.guid, request.body),
  );
}
