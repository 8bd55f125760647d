import { withAllSchemas } from '#core/api/endpoint.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { authSchemas } from './auth.schemas.ts';

/** Sign-in and the signed-in user with their schemas: what the server registers and documents. */
export const authApi = withAllSchemas(authEndpoints, authSchemas);
