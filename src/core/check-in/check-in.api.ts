import { withAllSchemas } from '#core/api/endpoint.ts';
import { checkInEndpoints } from './check-in.endpoints.ts';
import { checkInSchemas } from './check-in.schemas.ts';

/** The check-in endpoint with its schemas: what the server registers and documents. */
export const checkInApi = withAllSchemas(checkInEndpoints, checkInSchemas);
