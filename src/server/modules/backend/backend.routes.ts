import type { FastifyInstance } from 'fastify';
import { backendMarinasRoutes } from './backend-marinas.routes.ts';
import { clientsRoutes } from './clients.routes.ts';
import { nameFixerRoutes } from './name-fixer.routes.ts';
import { backendPermissionsRoutes } from './permissions.routes.ts';
import { backendUsersRoutes } from './users.routes.ts';

/** The backend area (spec 001): the one cross-client surface, super_admin only (decision 0002). */
export async function backendRoutes(app: FastifyInstance): Promise<void> {
  // A super_admin's backend work reaches across clients, so it is not held to one tenant (ADR 0017).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, crossTenant: 'super_admin' };
  });
  await app.register(clientsRoutes);
  await app.register(backendMarinasRoutes);
  await app.register(backendUsersRoutes);
  await app.register(backendPermissionsRoutes);
  await app.register(nameFixerRoutes);
}
