import { defineRoute } from '#core/api/endpoint.ts';
import type {
  CreateLocationTypeRequest,
  LocationType,
  OptionalMarinaQuery,
  RenameLocationTypeRequest,
} from '#core/locations/location.schema.ts';

/**
 * The location types endpoints, as the web calls them (no schemas: decision 0019; the server adds
 * them in `location-types.api.ts`). Types belong to the whole client (decision 0023): a client
 * admin adds, renames and removes them; a marina named along must be one of the user's.
 */
/** The 403 for a marina admin: location types belong to the whole client (decision 0023). */
export const TYPES_ARE_SHARED =
  'Only a client admin can add, rename or delete location types: every marina of the client shares them';

export const locationTypesEndpoints = {
  list: defineRoute<{ query: OptionalMarinaQuery; result: LocationType[] }>()({
    method: 'GET',
    path: '/api/location-types',
    operationId: 'listLocationTypes',
    summary: "The client's location types, by name (a named marina must be the user's)",
    tag: 'Location types',
    access: 'marina-staff',
    offline: 'keep',
    // The marinaId is optional: the service checks it when sent, else any signed-in user of the client.
    marinaFrom: 'record',
  }),
  create: defineRoute<{ body: CreateLocationTypeRequest; result: LocationType }>()({
    method: 'POST',
    path: '/api/location-types',
    operationId: 'createLocationType',
    summary: 'Adds a location type to the client (idempotent by guid)',
    tag: 'Location types',
    access: 'client-admin',
    marinaFrom: 'body',
    forbiddenMessage: TYPES_ARE_SHARED,
    offline: 'online-only',
  }),
  rename: defineRoute<{ params: { guid: string }; body: RenameLocationTypeRequest; result: LocationType }>()({
    method: 'PUT',
    path: '/api/location-types/:guid',
    operationId: 'renameLocationType',
    summary: 'Renames a location type',
    tag: 'Location types',
    access: 'client-admin',
    marinaFrom: 'body',
    forbiddenMessage: TYPES_ARE_SHARED,
    offline: 'online-only',
  }),
  remove: defineRoute<{
    params: { guid: string };
    query: OptionalMarinaQuery;
    result: { deleted: boolean };
  }>()({
    method: 'DELETE',
    path: '/api/location-types/:guid',
    operationId: 'deleteLocationType',
    summary: 'Removes a location type no location uses',
    tag: 'Location types',
    access: 'client-admin',
    marinaFrom: 'query',
    forbiddenMessage: TYPES_ARE_SHARED,
    offline: 'online-only',
  }),
} as const;
