import type { FastifyInstance } from 'fastify';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { marinasForUser, setMeterUnits, toMarinaSummary } from './marinas.service.ts';

export async function marinasRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, marinasApi.list, async ({ db, auth }) => {
    const marinas = await marinasForUser(db, auth);
    return marinas.map(toMarinaSummary);
  });
  registerEndpoint(app, marinasApi.setMeterUnits, async ({ db, auth, input }) =>
    setMeterUnits({ db, auth }, input.params.guid, input.body),
  );
}
