import { withAllSchemas } from '#core/api/endpoint.ts';
import { tourExceptionsEndpoints } from './tour-exceptions.endpoints.ts';
import { tourExceptionsSchemas } from './tour-exceptions.schemas.ts';

/** The exception report with its schemas: what the server registers and documents. */
export const tourExceptionsApi = withAllSchemas(tourExceptionsEndpoints, tourExceptionsSchemas);
