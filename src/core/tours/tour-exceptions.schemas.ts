import type { AreaSchemas } from '#core/api/endpoint.ts';
import { tourExceptionReportSchema, tourExceptionsQuerySchema } from './tour-exceptions.schema.ts';

/**
 * The schemas of the exception report: the one place its types are stated
 * (`tour-exceptions.endpoints.ts` reads them).
 */
export const tourExceptionsSchemas = {
  report: {
    query: tourExceptionsQuerySchema,
    responses: { 200: tourExceptionReportSchema },
  },
} as const satisfies AreaSchemas;
