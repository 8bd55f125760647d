import { withAllSchemas } from '#core/api/endpoint.ts';
import { safetyEndpoints } from './safety.endpoints.ts';
import { safetySchemas } from './safety.schemas.ts';

/** The safety endpoints with their schemas: what the server registers and documents. */
export const safetyApi = withAllSchemas(safetyEndpoints, safetySchemas);
