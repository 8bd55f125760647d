import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientBodySchema, clientSchema, createClientBodySchema } from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { requireSuperAdmin } from '#server/plugins/guards.ts';
import { allClients, createClient, updateClient } from './clients.service.ts';

/** GET/POST /api/clients, PUT /api/clients/{guid}: super_admin only. */
export async function clientsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.get('/api/clients', { schema: { response: { 200: z.array(clientSchema) } } }, async (request) => {
    requireSuperAdmin(request);
    return allClients(db);
  });

  app.post(
    '/api/clients',
    { schema: { body: createClientBodySchema, response: { 200: clientSchema, 201: clientSchema } } },
    async (request, reply) => {
      requireSuperAdmin(request);
      const { client, created } = await createClient(db, request.body);
      return reply.code(created ? 201 : 200).send(client);
    },
  );

  app.put(
    '/api/clients/:guid',
    { schema: { params: guidParamsSchema, body: clientBodySchema, response: { 200: clientSchema } } },
    async (request) => {
      requireSuperAdmin(request);
      return updateClient(db, request.params.guid, request.body);
    },
  );
}
