import { withAllSchemas } from '#core/api/endpoint.ts';
import { occupancyEndpoints } from './occupancy.endpoints.ts';
import { occupancySchemas } from './occupancy.schemas.ts';

/** The occupancy endpoints with their schemas: what the server registers and documents. */
export const occupancyApi = withAllSchemas(occupancyEndpoints, occupancySchemas);
