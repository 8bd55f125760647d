import { withAllSchemas } from '#core/api/endpoint.ts';
import { patrolEndpoints } from './patrol.endpoints.ts';
import { patrolSchemas } from './patrol.schemas.ts';

/** The reference position endpoints with their schemas: what the server registers and documents. */
export const patrolApi = withAllSchemas(patrolEndpoints, patrolSchemas);
