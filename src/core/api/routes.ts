import { accountEndpoints } from '#core/account/account.endpoints.ts';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { authEndpoints } from '#core/auth/auth.endpoints.ts';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { checklistsAdminEndpoints } from '#core/checklists/checklists-admin.endpoints.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { locationTypesEndpoints } from '#core/location-types/location-types.endpoints.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { marinasEndpoints } from '#core/marinas/marinas.endpoints.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { notificationsEndpoints } from '#core/notifications/notifications.endpoints.ts';
import { occupancyEndpoints } from '#core/occupancy/occupancy.endpoints.ts';
import { patrolEndpoints } from '#core/patrol/patrol.endpoints.ts';
import { uploadsEndpoints } from '#core/photos/uploads.endpoints.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import { shiftQuestionsAdminEndpoints } from '#core/shifts/shift-questions-admin.endpoints.ts';
import { shiftsEndpoints } from '#core/shifts/shifts.endpoints.ts';
import { tourExceptionsEndpoints } from '#core/tours/tour-exceptions.endpoints.ts';
import { tourRunsEndpoints } from '#core/tours/tour-runs.endpoints.ts';
import { toursEndpoints } from '#core/tours/tours.endpoints.ts';
import type { Route } from './endpoint.ts';

/**
 * Every catalogue route without its schemas (zod-free): what the web may look up by operationId.
 * The offline queue keeps a write as its endpoint's operationId and input, and finds the route
 * here when it sends it. server/areas.test.ts checks this list and the catalogue agree.
 */
export const routes: readonly Route[] = [
  ...Object.values(accountEndpoints),
  ...Object.values(activitiesEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(backendEndpoints),
  ...Object.values(checkInEndpoints),
  ...Object.values(checklistsEndpoints),
  ...Object.values(checklistsAdminEndpoints),
  ...Object.values(occupancyEndpoints),
  ...Object.values(issuesEndpoints),
  ...Object.values(locationTypesEndpoints),
  ...Object.values(locationsEndpoints),
  ...Object.values(marinasEndpoints),
  ...Object.values(metersEndpoints),
  ...Object.values(notificationsEndpoints),
  ...Object.values(patrolEndpoints),
  ...Object.values(uploadsEndpoints),
  ...Object.values(shiftQuestionsEndpoints),
  ...Object.values(shiftQuestionsAdminEndpoints),
  ...Object.values(shiftsEndpoints),
  ...Object.values(toursEndpoints),
  ...Object.values(tourRunsEndpoints),
  ...Object.values(tourExceptionsEndpoints),
];

const byOperationId: ReadonlyMap<string, Route> = new Map(routes.map((route) => [route.operationId, route]));

/** The route an operationId names; undefined when this version of the app has no such endpoint. */
export const routeByOperationId = (operationId: string): Route | undefined => byOperationId.get(operationId);
