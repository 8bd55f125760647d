import type { FastifyInstance } from 'fastify';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { createType, listTypes } from './location-types.service.ts';

export async function locationTypesRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, locationTypesApi.list, (caller) => listTypes(caller, caller.input.query.marinaId));
  registerEndpoint(app, locationTypesApi.create, async (caller) => {
    const { type, created } = await createType(caller, caller.input.body);
    return createdOrFound(created, type);
  });
}
