import { withAllSchemas } from '#core/api/endpoint.ts';
import { uploadsEndpoints } from './uploads.endpoints.ts';
import { uploadsSchemas } from './uploads.schemas.ts';

/** The upload endpoints with their schemas: what the server registers and documents. */
export const uploadsApi = withAllSchemas(uploadsEndpoints, uploadsSchemas);
