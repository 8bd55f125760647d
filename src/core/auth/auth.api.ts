import { withSchemas } from '#core/api/endpoint.ts';
import { authEndpoints as routes } from './auth.endpoints.ts';
import { authUserSchema, loginBodySchema } from './auth-user.schema.ts';

/** Sign-in and the signed-in user with their schemas: what the server registers and documents. */
export const authApi = {
  signIn: withSchemas(routes.signIn, { body: loginBodySchema, responses: { 200: authUserSchema } }),
  user: withSchemas(routes.user, { responses: { 200: authUserSchema } }),
} as const;
