import type { FastifyInstance } from 'fastify';
import { backendMarinasRoutes } from './backend-marinas.routes.ts';
import { clientsRoutes } from './clients.routes.ts';
import { nameFixerRoutes } from './name-fixer.routes.ts';
import { backendPermissionsRoutes } from './permissions.routes.ts';
import { backendUsersRoutes } from './users.routes.ts';

/**
 * The backend area (spec 001): the one cross-client surface, super_admin only (decision 0002).
 * Its endpoints are 'super-admin' in the catalogue, so registerEndpoint lets a super_admin's
 * queries reach across clients (ADR 0017: `crossTenant: 'super_admin'`).
 */
export async function backendRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clientsRoutes);
  await app.register(backendMarinasRoutes);
  await app.register(backendUsersRoutes);
  await app.register(backendPermissionsRoutes);
  await app.register(nameFixerRoutes);
}
