import type { FastifyInstance } from 'fastify';
import { backendApi } from '#core/backend/backend.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { allMarinas, createMarina, updateMarina } from './backend-marinas.service.ts';

/** GET /api/backend/marinas, POST /api/marinas, PUT /api/marinas/{guid}: super_admin only. */
export async function backendMarinasRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, backendApi.listMarinas, ({ db }) => allMarinas(db));
  registerEndpoint(app, backendApi.createMarina, async ({ db, input }) => {
    const { marina, created } = await createMarina(db, input.body);
    return createdOrFound(created, marina);
  });
  registerEndpoint(app, backendApi.updateMarina, ({ db, input }) =>
    updateMarina(db, input.params.guid, input.body),
  );
}
