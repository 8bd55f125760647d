import { defineRoutes } from '#core/api/endpoint.ts';
import type { tourRunsSchemas } from './tour-runs.schemas.ts';

/**
 * Tour runs (issue 17 item 3, decision 0028), as the web calls them: no schemas here (decision
 * 0019; their types come from `tour-runs.schemas.ts`). Staff of the tour's marina start, finish and
 * read them; a run's marina is its tour's (record) for the :guid routes.
 */
export const tourRunsEndpoints = defineRoutes<typeof tourRunsSchemas>()({
  list: {
    method: 'GET',
    path: '/api/tour-runs',
    operationId: 'listTourRuns',
    summary:
      "A page of the marina's tour runs starting in a range (default: today in the marina's zone), each without its checkpoints",
    tag: 'Tours',
    access: 'marina-staff',
    marinaFrom: 'query',
    offline: 'keep',
  },
  get: {
    method: 'GET',
    path: '/api/tour-runs/:guid',
    operationId: 'getTourRun',
    summary: 'One tour run with each checkpoint scanned, late, missed or out of order',
    tag: 'Tours',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'keep',
  },
  start: {
    method: 'POST',
    path: '/api/tours/:guid/runs',
    operationId: 'startTourRun',
    summary: 'Starts a run of the tour now (idempotent by guid)',
    tag: 'Tours',
    access: 'marina-staff',
    marinaFrom: 'record',
    // Past 10 starts in 10 minutes by the caller (decision 0052).
    alsoAnswers: [429],
    offline: 'online-only',
  },
  finish: {
    method: 'POST',
    path: '/api/tour-runs/:guid/finish',
    operationId: 'finishTourRun',
    summary: 'Ends a run early and judges it at once',
    tag: 'Tours',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
