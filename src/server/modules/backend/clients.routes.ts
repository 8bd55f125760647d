import type { FastifyInstance } from 'fastify';
import { backendApi } from '#core/backend/backend.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { allClients, createClient, updateClient } from './clients.service.ts';

/** GET/POST /api/clients, PUT /api/clients/{guid}: super_admin only. */
export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, backendApi.listClients, ({ db }) => allClients(db));
  registerEndpoint(app, backendApi.createClient, async ({ db, input }) => {
    const { client, created } = await createClient(db, input.body);
    return createdOrFound(created, client);
  });
  registerEndpoint(app, backendApi.updateClient, ({ db, input }) =>
    updateClient(db, input.params.guid, input.body),
  );
}
