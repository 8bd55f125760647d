import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOccupancyCheckBodySchema,
  createOccupancyChecklistBodySchema,
  deleteOccupancyCheckParamsSchema,
  deleteOccupancyCheckQuerySchema,
  deleteOccupancyCheckResultSchema,
  finalizeOccupancyChecklistBodySchema,
  occupancyChecklistSchema,
  occupancyChecklistsQuerySchema,
  occupancyCheckSchema,
  occupancyChecksParamsSchema,
  occupancyChecksQuerySchema,
} from '#core/checklists/checklist.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { finalizeChecklist, listChecklists, startChecklist } from './occupancy.service.ts';
import { checkChild, checksOf, uncheckChild } from './occupancy-checks.service.ts';

export async function occupancyRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const created = { 200: occupancyChecklistSchema, 201: occupancyChecklistSchema };

  app.get(
    '/api/occupancy-checklists',
    {
      schema: {
        querystring: occupancyChecklistsQuerySchema,
        response: { 200: z.array(occupancyChecklistSchema) },
      },
    },
    async (request) => listChecklists(request, request.query),
  );

  app.post(
    '/api/occupancy-checklists',
    { schema: { body: createOccupancyChecklistBodySchema, response: created } },
    async (request, reply) => {
      const { checklist, created: isNew } = await startChecklist(request, request.body);
      return reply.code(isNew ? 201 : 200).send(checklist);
    },
  );

  app.put(
    '/api/occupancy-checklists/:guid/finalize',
    {
      schema: {
        params: guidParamsSchema,
        body: finalizeOccupancyChecklistBodySchema,
        response: { 200: occupancyChecklistSchema },
      },
    },
    async (request) => finalizeChecklist(request, request.params.guid, request.body),
  );

  app.get(
    '/api/occupancy-checks/:checklistId',
    {
      schema: {
        params: occupancyChecksParamsSchema,
        querystring: occupancyChecksQuerySchema,
        response: { 200: z.array(occupancyCheckSchema) },
      },
    },
    async (request) => checksOf(request, request.params.checklistId, request.query.marinaId),
  );

  app.post(
    '/api/occupancy-checks',
    {
      schema: {
        body: createOccupancyCheckBodySchema,
        response: { 200: occupancyCheckSchema, 201: occupancyCheckSchema },
      },
    },
    async (request, reply) => {
      const { check, created: isNew } = await checkChild(request, request.body);
      return reply.code(isNew ? 201 : 200).send(check);
    },
  );

  app.delete(
    '/api/occupancy-checks/:checklistId/:locationId',
    {
      schema: {
        params: deleteOccupancyCheckParamsSchema,
        querystring: deleteOccupancyCheckQuerySchema,
        response: { 200: deleteOccupancyCheckResultSchema },
      },
    },
    async (request) =>
      uncheckChild(request, request.params.checklistId, request.params.locationId, request.query.marinaId),
  );
}
