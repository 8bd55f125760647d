import { withSchemas } from '#core/api/endpoint.ts';
import { authEndpoints as routes } from './auth.endpoints.ts';
import { authUserSchema } from './auth-user.schema.ts';

/** The auth reads with their schemas: what the server registers and documents. */
export const authApi = {
  user: withSchemas(routes.user, { responses: { 200: authUserSchema } }),
} as const;
