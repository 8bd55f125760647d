import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backendMarinaSchema,
  createMarinaBodySchema,
  marinaBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { requireSuperAdmin } from '#server/plugins/guards.ts';
import { allMarinas, createMarina, updateMarina } from './backend-marinas.service.ts';

/** GET /api/backend/marinas, POST /api/marinas, PUT /api/marinas/{guid}: super_admin only. */
export async function backendMarinasRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.get(
    '/api/backend/marinas',
    { schema: { response: { 200: z.array(backendMarinaSchema) } } },
    async (request) => {
      requireSuperAdmin(request);
      return allMarinas(db);
    },
  );

  app.post(
    '/api/marinas',
    {
      schema: {
        body: createMarinaBodySchema,
        response: { 200: backendMarinaSchema, 201: backendMarinaSchema },
      },
    },
    async (request, reply) => {
      requireSuperAdmin(request);
      const { marina, created } = await createMarina(db, request.body);
      return reply.code(created ? 201 : 200).send(marina);
    },
  );

  app.put(
    '/api/marinas/:guid',
    { schema: { params: guidParamsSchema, body: marinaBodySchema, response: { 200: backendMarinaSchema } } },
    async (request) => {
      requireSuperAdmin(request);
      return updateMarina(db, request.params.guid, request.body);
    },
  );
}
