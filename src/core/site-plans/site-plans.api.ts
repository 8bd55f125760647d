import { withAllSchemas } from '#core/api/endpoint.ts';
import { sitePlansEndpoints } from './site-plans.endpoints.ts';
import { sitePlansSchemas } from './site-plans.schemas.ts';

/** The site plan endpoints with their schemas: what the server registers and documents. */
export const sitePlansApi = withAllSchemas(sitePlansEndpoints, sitePlansSchemas);
