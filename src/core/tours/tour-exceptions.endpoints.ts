import { defineRoutes } from '#core/api/endpoint.ts';
import type { tourExceptionsSchemas } from './tour-exceptions.schemas.ts';

/**
 * The tour exception report (issue 17 item 5, decision 0030), as the web calls it: no schemas
 * here (decision 0019; their types come from `tour-exceptions.schemas.ts`). The marina's admins
 * read it: it compares guards, which staff do not see of each other.
 */
export const tourExceptionsEndpoints = defineRoutes<typeof tourExceptionsSchemas>()({
  report: {
    method: 'GET',
    path: '/api/reports/tour-exceptions',
    operationId: 'getTourExceptionReport',
    summary:
      "The marina's tour runs of a range of days with their missed, late and out-of-order checkpoints and minutes between scans, per run, tour and guard (format=csv: a spreadsheet file)",
    tag: 'Tours',
    access: 'marina-admin',
    marinaFrom: 'query',
    files: ['text/csv'],
  },
});
