import { withAllSchemas } from '#core/api/endpoint.ts';
import { tourRunsEndpoints } from './tour-runs.endpoints.ts';
import { tourRunsSchemas } from './tour-runs.schemas.ts';

/** The tour-run endpoints with their schemas: what the server registers and documents. */
export const tourRunsApi = withAllSchemas(tourRunsEndpoints, tourRunsSchemas);
