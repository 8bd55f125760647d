import type { FastifyInstance } from 'fastify';
import { accountApi } from '#core/account/account.api.ts';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { type EndpointDefinition, type RouteDefinition, routeKey } from '#core/api/endpoint.ts';
import { plainRoutes } from '#core/api/plain-routes.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { patrolApi } from '#core/patrol/patrol.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftQuestionsAdminApi } from '#core/shifts/shift-questions-admin.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { sitePlansApi } from '#core/site-plans/site-plans.api.ts';
import { tourExceptionsApi } from '#core/tours/tour-exceptions.api.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { activitiesRoutes } from './modules/activity/activities.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { backendRoutes } from './modules/backend/backend.routes.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { checklistsRoutes } from './modules/checklists/checklists.routes.ts';
import { checklistsAdminRoutes } from './modules/checklists/checklists-admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { issuesRoutes } from './modules/issues/issues.routes.ts';
import { locationTypesRoutes } from './modules/location-types/location-types.routes.ts';
import { locationTypesAdminRoutes } from './modules/location-types/location-types-admin.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { marinasRoutes } from './modules/marinas/marinas.routes.ts';
import { metersRoutes } from './modules/meters/meters.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { occupancyRoutes } from './modules/occupancy/occupancy.routes.ts';
import { patrolRoutes } from './modules/patrol/patrol.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { uploadsRoutes } from './modules/photos/uploads.routes.ts';
import { safetyRoutes } from './modules/safety/safety.routes.ts';
import { shiftQuestionsRoutes } from './modules/shifts/shift-questions.routes.ts';
import { shiftQuestionsAdminRoutes } from './modules/shifts/shift-questions-admin.routes.ts';
import { shiftsRoutes } from './modules/shifts/shifts.routes.ts';
import { sitePlansRoutes } from './modules/site-plans/site-plans.routes.ts';
import { toursRoutes } from './modules/tours/tours.routes.ts';

/** An area of the server: the catalogue endpoints it serves and the Fastify plugins that register them. */
export interface Area {
  /** Its `<area>.api.ts` objects (none for an area of plain routes only: health, company sign-in, photos). */
  endpoints?: readonly Readonly<Record<string, EndpointDefinition>>[];
  routes: readonly ((app: FastifyInstance) => Promise<void>)[];
}

/**
 * Every area, the one list: buildApp registers each area's routes from it, and the catalogue (the
 * OpenAPI document, the route guard, the access matrix) is read from it. Adding an area is adding
 * its folders and one line here.
 */
export const AREAS: readonly Area[] = [
  { routes: [healthRoutes] },
  { endpoints: [authApi], routes: [authRoutes, oidcRoutes] },
  { endpoints: [marinasApi], routes: [marinasRoutes] },
  { endpoints: [safetyApi], routes: [safetyRoutes] },
  { endpoints: [sitePlansApi], routes: [sitePlansRoutes] },
  { endpoints: [locationTypesApi], routes: [locationTypesRoutes, locationTypesAdminRoutes] },
  { endpoints: [locationsApi], routes: [locationsRoutes] },
  { endpoints: [checkInApi], routes: [checkInRoutes] },
  { endpoints: [patrolApi], routes: [patrolRoutes] },
  { endpoints: [shiftsApi], routes: [shiftsRoutes] },
  { endpoints: [shiftQuestionsApi], routes: [shiftQuestionsRoutes] },
  { endpoints: [activitiesApi], routes: [activitiesRoutes] },
  { endpoints: [uploadsApi], routes: [photosRoutes, uploadsRoutes] },
  { endpoints: [metersApi], routes: [metersRoutes] },
  { endpoints: [issuesApi], routes: [issuesRoutes] },
  { endpoints: [checklistsApi], routes: [checklistsRoutes] },
  { endpoints: [occupancyApi], routes: [occupancyRoutes] },
  { endpoints: [backendApi], routes: [backendRoutes] },
  { endpoints: [accountApi], routes: [accountRoutes] },
  { endpoints: [shiftQuestionsAdminApi], routes: [shiftQuestionsAdminRoutes] },
  { endpoints: [checklistsAdminApi], routes: [checklistsAdminRoutes] },
  { endpoints: [toursApi, tourRunsApi, tourExceptionsApi], routes: [toursRoutes] },
  { endpoints: [notificationsApi], routes: [notificationsRoutes] },
];

/** Every endpoint of the catalogue (ADR 0025), area by area. */
export const catalogue: readonly EndpointDefinition[] = AREAS.flatMap((area) =>
  (area.endpoints ?? []).flatMap((api) => Object.values(api)),
);

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
