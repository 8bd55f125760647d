import { accountApi } from '#core/account/account.api.ts';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { occupancyApi } from '#core/checklists/occupancy.api.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { patrolApi } from '#core/patrol/patrol.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftQuestionsAdminApi } from '#core/shifts/shift-questions-admin.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { tourExceptionsApi } from '#core/tours/tour-exceptions.api.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { type EndpointDefinition, type RouteDefinition, routeKey } from './endpoint.ts';
import { plainRoutes } from './plain-routes.ts';

/**
 * Every endpoint declared in the catalogue so far (issue 16 moves the areas in one by one). The
 * OpenAPI document and the access matrix read it; the server registers each from its area.
 */
export const catalogue: readonly EndpointDefinition[] = [
  ...Object.values(issuesApi),
  ...Object.values(checklistsApi),
  ...Object.values(shiftsApi),
  ...Object.values(shiftQuestionsApi),
  ...Object.values(activitiesApi),
  ...Object.values(locationsApi),
  ...Object.values(locationTypesApi),
  ...Object.values(checkInApi),
  ...Object.values(patrolApi),
  ...Object.values(occupancyApi),
  ...Object.values(metersApi),
  ...Object.values(uploadsApi),
  ...Object.values(checklistsAdminApi),
  ...Object.values(shiftQuestionsAdminApi),
  ...Object.values(toursApi),
  ...Object.values(tourRunsApi),
  ...Object.values(tourExceptionsApi),
  ...Object.values(notificationsApi),
  ...Object.values(marinasApi),
  ...Object.values(authApi),
  ...Object.values(accountApi),
  ...Object.values(backendApi),
];

/** The catalogue by route key (`PATCH /api/issues/:guid`). */
export const catalogueByRoute: ReadonlyMap<string, EndpointDefinition> = new Map(
  catalogue.map((endpoint) => [routeKey(endpoint), endpoint]),
);

/**
 * Every /api and /img route the server has: the catalogue and the plain routes. The server
 * refuses any other (server/http/route-guard.ts), so tests read the API surface from here.
 */
export const declaredRoutes: readonly Pick<RouteDefinition, 'method' | 'path'>[] = [
  ...catalogue,
  ...plainRoutes,
];
