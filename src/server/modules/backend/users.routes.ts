import type { FastifyInstance } from 'fastify';
import { backendApi } from '#core/backend/backend.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { allUsers, createUser, updateUser } from './users.service.ts';

/** GET /api/users, POST /api/backend/users, PUT /api/backend/users/{guid}: super_admin only. */
export async function backendUsersRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, backendApi.listUsers, ({ db }) => allUsers(db));
  registerEndpoint(app, backendApi.createUser, async ({ db, input }) => {
    const { user, created } = await createUser(db, input.body);
    return createdOrFound(created, user);
  });
  registerEndpoint(app, backendApi.updateUser, ({ db, auth, input }) =>
    updateUser(db, auth, input.params.guid, input.body),
  );
}
