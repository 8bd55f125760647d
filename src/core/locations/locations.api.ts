import { withAllSchemas } from '#core/api/endpoint.ts';
import { locationsEndpoints } from './locations.endpoints.ts';
import { locationsSchemas } from './locations.schemas.ts';

/** The locations endpoints with their schemas: what the server registers and documents. */
export const locationsApi = withAllSchemas(locationsEndpoints, locationsSchemas);
