import { withAllSchemas } from '#core/api/endpoint.ts';
import { toursEndpoints } from './tours.endpoints.ts';
import { toursSchemas } from './tours.schemas.ts';

/** The tours endpoints with their schemas: what the server registers and documents. */
export const toursApi = withAllSchemas(toursEndpoints, toursSchemas);
