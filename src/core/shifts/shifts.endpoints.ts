import { defineRoutes } from '#core/api/endpoint.ts';
import type { shiftsSchemas } from './shifts.schemas.ts';

/**
 * The shifts endpoints (spec 000), as the web calls them: no schemas here. Their types come from
 * `shifts.schemas.ts`. A user's shifts are their own: the list and the end are 'signed-in' and the
 * service answers 404 for a shift of anyone else.
 */
export const shiftsEndpoints = defineRoutes<typeof shiftsSchemas>()({
  active: {
    method: 'GET',
    path: '/api/shifts/active',
    operationId: 'getActiveShift',
    summary: "The signed-in user's active shift, or null",
    tag: 'Shifts',
    access: 'signed-in',
    offline: 'keep',
  },
  list: {
    method: 'GET',
    path: '/api/shifts',
    operationId: 'listShifts',
    summary: "The signed-in user's shifts, newest first (at one marina when marinaId is given)",
    tag: 'Shifts',
    access: 'signed-in',
    offline: 'keep',
  },
  start: {
    method: 'POST',
    path: '/api/shifts',
    operationId: 'startShift',
    summary: 'Starts a shift at a marina (idempotent by guid; one active shift per user)',
    tag: 'Shifts',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'online-only',
  },
  end: {
    method: 'PUT',
    path: '/api/shifts/end',
    operationId: 'endShift',
    summary: "Ends the user's active shift, or the named one of theirs (repeating it is safe)",
    tag: 'Shifts',
    access: 'signed-in',
    offline: 'online-only',
  },
});
