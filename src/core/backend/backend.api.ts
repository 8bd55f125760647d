import { withAllSchemas } from '#core/api/endpoint.ts';
import { backendEndpoints } from './backend.endpoints.ts';
import { backendSchemas } from './backend.schemas.ts';

/** The backend endpoints with their schemas: what the server registers and documents. */
export const backendApi = withAllSchemas(backendEndpoints, backendSchemas);
