import type { FastifyInstance } from 'fastify';
import { tourExceptionsApi } from '#core/tours/tour-exceptions.api.ts';
import { tourExceptionsCsv, tourExceptionsFileName } from '#core/tours/tour-exceptions-csv.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { createdOrFound, fileAnswer, registerEndpoint } from '#server/http/endpoint-route.ts';
import { tourExceptionReport } from './exceptions.service.ts';
import { finishRun, getRun, listRuns, startRun } from './runs.service.ts';
import { allTours, createTour, deleteTour, getTour, updateTour } from './tours.service.ts';

/**
 * Patrol tours (issue 17, decision 0027): staff of the marina read them, its admins write them.
 * Their runs (decision 0028): staff of the marina start, finish and read them. The exception report
 * (decision 0030): the marina's admins, as JSON or a CSV file.
 */
export async function toursRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, toursApi.list, (caller) => allTours(caller));
  registerEndpoint(app, toursApi.create, async (caller) => {
    const { tour, created } = await createTour(caller, caller.input.body);
    return createdOrFound(created, tour);
  });
  registerEndpoint(app, toursApi.get, (caller) => getTour(caller, caller.input.params.guid));
  registerEndpoint(app, toursApi.update, (caller) =>
    updateTour(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, toursApi.remove, (caller) => deleteTour(caller, caller.input.params.guid));
  registerEndpoint(app, tourRunsApi.list, (caller) => listRuns(caller, caller.input.query));
  registerEndpoint(app, tourRunsApi.get, (caller) => getRun(caller, caller.input.params.guid));
  registerEndpoint(app, tourRunsApi.start, async (caller) => {
    const { run, created } = await startRun(caller, caller.input.params.guid, caller.input.body);
    return createdOrFound(created, run);
  });
  registerEndpoint(app, tourRunsApi.finish, (caller) => finishRun(caller, caller.input.params.guid));
  registerEndpoint(app, tourExceptionsApi.report, async (caller) => {
    const report = await tourExceptionReport(caller, caller.input.query);
    if (caller.input.query.format === 'json') return report;
    const fileName = tourExceptionsFileName(report.from, report.to);
    return fileAnswer({ body: tourExceptionsCsv(report), contentType: 'text/csv', fileName });
  });
}
