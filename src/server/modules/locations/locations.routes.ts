import type { FastifyInstance } from 'fastify';
import { locationsApi } from '#core/locations/locations.api.ts';
import { registerEndpoint, withStatus } from '#server/http/endpoint-route.ts';
import { listLocations, locationDetail, siblingsOf } from './locations.service.ts';
import { deleteLocation, updateLocation } from './locations-edit.service.ts';
import { createLocations } from './locations-write.service.ts';

/** A location's own routes find its marina from the record (`marinaFrom: 'record'`): loadLocation guards it. */
export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, locationsApi.list, (caller) => listLocations(caller, caller.input.query));
  registerEndpoint(app, locationsApi.get, (caller) => locationDetail(caller, caller.input.params.guid));
  registerEndpoint(app, locationsApi.siblings, (caller) =>
    siblingsOf(caller, caller.input.params.guid, caller.input.query.marinaId),
  );
  registerEndpoint(app, locationsApi.create, async (caller) => {
    const outcome = await createLocations(caller, caller.input.body);
    return withStatus(outcome.status, outcome.body);
  });
  registerEndpoint(app, locationsApi.update, (caller) =>
    updateLocation(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, locationsApi.remove, (caller) =>
    deleteLocation(caller, caller.input.params.guid, caller.input.query.marinaId),
  );
}
