import { withAllSchemas } from '#core/api/endpoint.ts';
import { metersEndpoints } from './meters.endpoints.ts';
import { metersSchemas } from './meters.schemas.ts';

/** The meter endpoints with their schemas: what the server registers and documents. */
export const metersApi = withAllSchemas(metersEndpoints, metersSchemas);
