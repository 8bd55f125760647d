import { withAllSchemas } from '#core/api/endpoint.ts';
import { shiftsEndpoints } from './shifts.endpoints.ts';
import { shiftsSchemas } from './shifts.schemas.ts';

/** The shifts endpoints with their schemas: what the server registers and documents. */
export const shiftsApi = withAllSchemas(shiftsEndpoints, shiftsSchemas);
