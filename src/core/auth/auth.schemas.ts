import type { AreaSchemas } from '#core/api/endpoint.ts';
import { authUserSchema, loginBodySchema } from './auth-user.schema.ts';

/**
 * The schemas of sign-in and the signed-in user: the one place their types are stated
 * (`auth.endpoints.ts` reads them).
 */
export const authSchemas = {
  signIn: { body: loginBodySchema, responses: { 200: authUserSchema } },
  user: { responses: { 200: authUserSchema } },
} as const satisfies AreaSchemas;
