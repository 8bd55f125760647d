import { defineRoutes } from '#core/api/endpoint.ts';
import type { locationsSchemas } from './locations.schemas.ts';

/**
 * The locations endpoints (spec 001), as the web calls them: no schemas here (decision 0019). Their
 * types come from `locations.schemas.ts`. A location's own routes name it by guid: its marina is
 * the record's (`marinaFrom: 'record'`, the service finds it and guards it).
 */
export const locationsEndpoints = defineRoutes<typeof locationsSchemas>()({
  /** `view=compact` answers the CompactLocationList (decision 0045), anything else the full items. */
  list: {
    method: 'GET',
    path: '/api/locations',
    operationId: 'listLocations',
    summary: "The marina's live locations with their last activity times, in name order",
    tag: 'Locations',
    access: 'marina-staff',
    offline: 'keep',
    conditional: true,
    marinaFrom: 'query',
  },
  get: {
    method: 'GET',
    path: '/api/locations/:guid',
    operationId: 'getLocation',
    summary: 'A location with its parent, children and descendant count',
    tag: 'Locations',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  },
  siblings: {
    method: 'GET',
    path: '/api/locations/:guid/siblings',
    operationId: 'listLocationSiblings',
    summary: 'The location and the others under the same parent, in name order',
    tag: 'Locations',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'record',
  },
  create: {
    method: 'POST',
    path: '/api/locations',
    operationId: 'createLocations',
    summary: 'Creates one location (idempotent by guid) or many from a list of names',
    tag: 'Locations',
    access: 'marina-admin',
    marinaFrom: 'body',
    offline: 'online-only',
  },
  update: {
    method: 'PUT',
    path: '/api/locations/:guid',
    operationId: 'updateLocation',
    summary: "Changes a location's name, type, parent, description, status or occupancy",
    tag: 'Locations',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  remove: {
    method: 'DELETE',
    path: '/api/locations/:guid',
    operationId: 'deleteLocation',
    summary: 'Removes a location and everything below it',
    tag: 'Locations',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
