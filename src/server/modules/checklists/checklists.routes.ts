import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistInstanceSchema,
  checklistSchema,
  createChecklistInstanceBodySchema,
  updateChecklistInstanceBodySchema,
} from '#core/checklists/checklist.schema.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  listChecklistInstances,
  listChecklists,
  saveChecklistInstance,
  startChecklist,
} from './checklists.service.ts';

export async function checklistsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/checklists',
    { schema: { querystring: marinaQuerySchema, response: { 200: z.array(checklistSchema) } } },
    async (request) => listChecklists(request, request.query.marinaId),
  );

  app.get(
    '/api/checklist-instances',
    { schema: { querystring: marinaQuerySchema, response: { 200: z.array(checklistInstanceSchema) } } },
    async (request) => listChecklistInstances(request, request.query.marinaId),
  );

  app.post(
    '/api/checklist-instances',
    {
      schema: {
        body: createChecklistInstanceBodySchema,
        response: { 200: checklistInstanceSchema, 201: checklistInstanceSchema },
      },
    },
    async (request, reply) => {
      const { instance, created } = await startChecklist(request, request.body);
      return reply.code(created ? 201 : 200).send(instance);
    },
  );

  app.put(
    '/api/checklist-instances/:guid',
    {
      schema: {
        params: guidParamsSchema,
        body: updateChecklistInstanceBodySchema,
        response: { 200: checklistInstanceSchema },
      },
    },
    async (request) => saveChecklistInstance(request, request.params.guid, request.body),
  );
}
