import { withSchemas } from '#core/api/endpoint.ts';
import { tourExceptionsEndpoints as routes } from './tour-exceptions.endpoints.ts';
import { tourExceptionReportSchema, tourExceptionsQuerySchema } from './tour-exceptions.schema.ts';

/** The exception report with its schemas: what the server registers and documents. */
export const tourExceptionsApi = {
  report: withSchemas(routes.report, {
    query: tourExceptionsQuerySchema,
    responses: { 200: tourExceptionReportSchema },
  }),
} as const;
