import { defineRoutes } from '#core/api/endpoint.ts';
import type { toursSchemas } from './tours.schemas.ts';

/**
 * Patrol tours (issue 17, decision 0027), as the web calls them: no schemas here (decision 0019;
 * their types come from `tours.schemas.ts`). Staff of the marina read them (offline too: guards
 * walk them without signal: both reads are kept on the phone); its admins write them. A tour's
 * marina is its record's for the :guid routes.
 */
export const toursEndpoints = defineRoutes<typeof toursSchemas>()({
  list: {
    method: 'GET',
    path: '/api/tours',
    operationId: 'listTours',
    summary: "The marina's tours, by name (paused ones included)",
    tag: 'Tours',
    access: 'marina-staff',
    marinaFrom: 'query',
    offline: 'keep',
  },
  create: {
    method: 'POST',
    path: '/api/tours',
    operationId: 'createTour',
    summary: 'Adds a tour to the marina (idempotent by guid)',
    tag: 'Tours',
    access: 'marina-admin',
    marinaFrom: 'body',
    offline: 'online-only',
  },
  get: {
    method: 'GET',
    path: '/api/tours/:guid',
    operationId: 'getTour',
    summary: 'One tour with its checkpoints in order',
    tag: 'Tours',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'keep',
  },
  update: {
    method: 'PUT',
    path: '/api/tours/:guid',
    operationId: 'updateTour',
    summary: "Replaces a tour's name, checkpoints, timing, schedule and whether it is active",
    tag: 'Tours',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  remove: {
    method: 'DELETE',
    path: '/api/tours/:guid',
    operationId: 'deleteTour',
    summary: 'Removes a tour (its runs stay for reports)',
    tag: 'Tours',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
