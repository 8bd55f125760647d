import type { FastifyInstance } from 'fastify';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { deleteLocationType, renameLocationType } from './location-types-admin.service.ts';

/** Admins rename and remove unused location types (issue 6). */
export async function locationTypesAdminRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, locationTypesApi.rename, (caller) =>
    renameLocationType(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, locationTypesApi.remove, (caller) =>
    deleteLocationType(caller, caller.input.params.guid),
  );
}
