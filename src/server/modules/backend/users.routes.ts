import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backendUserSchema,
  createUserBodySchema,
  updateUserBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { requireSuperAdmin } from '#server/plugins/guards.ts';
import { allUsers, createUser, updateUser } from './users.service.ts';

/** GET /api/users, POST /api/backend/users, PUT /api/backend/users/{guid}: super_admin only. */
export async function backendUsersRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.get('/api/users', { schema: { response: { 200: z.array(backendUserSchema) } } }, async (request) => {
    requireSuperAdmin(request);
    return allUsers(db);
  });

  app.post(
    '/api/backend/users',
    { schema: { body: createUserBodySchema, response: { 200: backendUserSchema, 201: backendUserSchema } } },
    async (request, reply) => {
      requireSuperAdmin(request);
      const { user, created } = await createUser(db, request.body);
      return reply.code(created ? 201 : 200).send(user);
    },
  );

  app.put(
    '/api/backend/users/:guid',
    {
      schema: { params: guidParamsSchema, body: updateUserBodySchema, response: { 200: backendUserSchema } },
    },
    async (request) => updateUser(db, requireSuperAdmin(request), request.params.guid, request.body),
  );
}
