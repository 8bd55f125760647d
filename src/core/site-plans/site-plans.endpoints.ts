import { defineRoutes } from '#core/api/endpoint.ts';
import type { sitePlansSchemas } from './site-plans.schemas.ts';

/**
 * A marina's site plans (issue 34): its own pictures (a drawing, a chart, an aerial photo) with
 * its locations pinned on them and, optionally, tied to GPS. Staff read them; admins change them.
 */
export const sitePlansEndpoints = defineRoutes<typeof sitePlansSchemas>()({
  list: {
    method: 'GET',
    path: '/api/marinas/:guid/plans',
    operationId: 'listSitePlans',
    summary: "A marina's site plans with their pins and calibration",
    tag: 'Site plans',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'keep',
  },
  create: {
    method: 'POST',
    path: '/api/marinas/:guid/plans',
    operationId: 'createSitePlan',
    summary: 'Adds a plan: a name and an uploaded PNG or JPEG image (its size read from the file)',
    tag: 'Site plans',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  update: {
    method: 'PUT',
    path: '/api/plans/:guid',
    operationId: 'updateSitePlan',
    summary: "Renames a plan, replaces its image, or sets its pins (each a location of the plan's marina)",
    tag: 'Site plans',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  remove: {
    method: 'DELETE',
    path: '/api/plans/:guid',
    operationId: 'deleteSitePlan',
    summary: 'Removes a plan (its image goes with it)',
    tag: 'Site plans',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  calibrate: {
    method: 'PUT',
    path: '/api/plans/:guid/calibration',
    operationId: 'calibrateSitePlan',
    summary: 'Ties a plan to GPS with 3 to 10 points; none clears it',
    tag: 'Site plans',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  overlay: {
    method: 'GET',
    path: '/api/plans/:guid/overlay',
    operationId: 'sitePlanOverlay',
    summary:
      "A period on the plan: per pin its check-ins, open issues, missed checkpoints and last visit; each check-in's GPS fix on a calibrated plan",
    tag: 'Site plans',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'keep',
  },
});
