import type { FastifyInstance } from 'fastify';
import { backendApi } from '#core/backend/backend.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import {
  grantClientAdmin,
  grantMarinaPermission,
  permissionsOf,
  revokeClientAdmin,
  revokeMarinaPermission,
} from './permissions.service.ts';

/** Marina access, marina admin and client-wide admin of a user: super_admin only. */
export async function backendPermissionsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, backendApi.userPermissions, ({ db, input }) => permissionsOf(db, input.params.guid));
  registerEndpoint(app, backendApi.grantMarina, async ({ db, input }) => {
    const { marinaId, userId } = input.params;
    const result = await grantMarinaPermission(db, marinaId, userId, input.body.permissionType);
    return createdOrFound(result.created, result.permission);
  });
  registerEndpoint(app, backendApi.revokeMarina, ({ db, input }) => {
    const { marinaId, userId } = input.params;
    return revokeMarinaPermission(db, marinaId, userId, input.query.permissionType);
  });
  registerEndpoint(app, backendApi.grantClientAdmin, async ({ db, input }) => {
    const result = await grantClientAdmin(db, input.params.guid);
    return createdOrFound(result.created, result.permission);
  });
  registerEndpoint(app, backendApi.revokeClientAdmin, ({ db, input }) =>
    revokeClientAdmin(db, input.params.guid),
  );
}
