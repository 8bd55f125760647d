import { defineRoutes } from '#core/api/endpoint.ts';
import type { activitiesSchemas } from './activities.schemas.ts';

/**
 * The activities endpoints (spec 001), as the web calls them: no schemas here. Their types come
 * from `activities.schemas.ts`. The location feed and the create name a location, not a marina:
 * they are 'signed-in' and the service finds the location in the user's client (404 otherwise),
 * then checks its marina (404 / 403, as for a marina named in the query).
 */
export const activitiesEndpoints = defineRoutes<typeof activitiesSchemas>()({
  feed: {
    method: 'GET',
    path: '/api/activities',
    operationId: 'listActivities',
    summary: "The marina's activities, newest first, filtered and paged",
    tag: 'Activities',
    access: 'marina-staff',
    offline: 'keep',
    conditional: true,
    marinaFrom: 'query',
  },
  locationFeed: {
    method: 'GET',
    path: '/api/locations/:guid/activities',
    operationId: 'listLocationActivities',
    summary: "A location's activities, newest first, filtered and paged",
    tag: 'Activities',
    access: 'marina-staff',
    offline: 'keep',
    conditional: true,
    marinaFrom: 'record',
  },
  create: {
    method: 'POST',
    path: '/api/activities',
    operationId: 'createActivity',
    summary: 'Records a comment, patrol check or meter read at a location (idempotent by guid)',
    tag: 'Activities',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'queue',
  },
});
