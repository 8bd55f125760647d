import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionSchema } from '#core/auth/auth-user.schema.ts';
import {
  deletedSchema,
  grantPermissionBodySchema,
  marinaUserParamsSchema,
  revokePermissionQuerySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { requireSuperAdmin } from '#server/plugins/guards.ts';
import {
  grantClientAdmin,
  grantMarinaPermission,
  permissionsOf,
  revokeClientAdmin,
  revokeMarinaPermission,
} from './permissions.service.ts';

const grantResponse = { 200: permissionSchema, 201: permissionSchema };

/** Marina access, marina admin and client-wide admin of a user: super_admin only. */
export async function backendPermissionsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.get(
    '/api/backend/users/:guid/permissions',
    { schema: { params: guidParamsSchema, response: { 200: z.array(permissionSchema) } } },
    async (request) => {
      requireSuperAdmin(request);
      return permissionsOf(db, request.params.guid);
    },
  );

  app.post(
    '/api/backend/marinas/:marinaId/users/:userId',
    { schema: { params: marinaUserParamsSchema, body: grantPermissionBodySchema, response: grantResponse } },
    async (request, reply) => {
      requireSuperAdmin(request);
      const { marinaId, userId } = request.params;
      const result = await grantMarinaPermission(db, marinaId, userId, request.body.permissionType);
      return reply.code(result.created ? 201 : 200).send(result.permission);
    },
  );

  app.delete(
    '/api/backend/marinas/:marinaId/users/:userId',
    {
      schema: {
        params: marinaUserParamsSchema,
        querystring: revokePermissionQuerySchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request);
      const { marinaId, userId } = request.params;
      return revokeMarinaPermission(db, marinaId, userId, request.query.permissionType);
    },
  );

  app.post(
    '/api/backend/users/:guid/client-admin',
    { schema: { params: guidParamsSchema, response: grantResponse } },
    async (request, reply) => {
      requireSuperAdmin(request);
      const result = await grantClientAdmin(db, request.params.guid);
      return reply.code(result.created ? 201 : 200).send(result.permission);
    },
  );

  app.delete(
    '/api/backend/users/:guid/client-admin',
    { schema: { params: guidParamsSchema, response: { 200: deletedSchema } } },
    async (request) => {
      requireSuperAdmin(request);
      return revokeClientAdmin(db, request.params.guid);
    },
  );
}
