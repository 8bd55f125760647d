import { defineRoutes } from '#core/api/endpoint.ts';
import type { locationTypesSchemas } from './location-types.schemas.ts';

/**
 * The location types endpoints, as the web calls them (no schemas: decision 0019; their types come
 * from `location-types.schemas.ts`). Types belong to the whole client (decision 0023): a client
 * admin adds, renames and removes them; a marina named along must be one of the user's.
 */
/** The 403 for a marina admin: location types belong to the whole client (decision 0023). */
export const TYPES_ARE_SHARED =
  'Only a client admin can add, rename or delete location types: every marina of the client shares them';

export const locationTypesEndpoints = defineRoutes<typeof locationTypesSchemas>()({
  list: {
    method: 'GET',
    path: '/api/location-types',
    operationId: 'listLocationTypes',
    summary: "The client's location types, by name (a named marina must be the user's)",
    tag: 'Location types',
    access: 'marina-staff',
    offline: 'keep',
    // The marinaId is optional: the service checks it when sent, else any signed-in user of the client.
    marinaFrom: 'record',
  },
  create: {
    method: 'POST',
    path: '/api/location-types',
    operationId: 'createLocationType',
    summary: 'Adds a location type to the client (idempotent by guid)',
    tag: 'Location types',
    access: 'client-admin',
    marinaFrom: 'body',
    forbiddenMessage: TYPES_ARE_SHARED,
    offline: 'online-only',
  },
  rename: {
    method: 'PUT',
    path: '/api/location-types/:guid',
    operationId: 'renameLocationType',
    summary: 'Renames a location type',
    tag: 'Location types',
    access: 'client-admin',
    marinaFrom: 'body',
    forbiddenMessage: TYPES_ARE_SHARED,
    offline: 'online-only',
  },
  remove: {
    method: 'DELETE',
    path: '/api/location-types/:guid',
    operationId: 'deleteLocationType',
    summary: 'Removes a location type no location uses',
    tag: 'Location types',
    access: 'client-admin',
    marinaFrom: 'query',
    forbiddenMessage: TYPES_ARE_SHARED,
    offline: 'online-only',
  },
});
