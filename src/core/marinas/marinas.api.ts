import { z } from 'zod';
import { withSchemas } from '#core/api/endpoint.ts';
import { marinaSummarySchema } from '#core/auth/auth-user.schema.ts';
import { marinasEndpoints as routes } from './marinas.endpoints.ts';

/** The marinas endpoint with its schemas: what the server registers and documents. */
export const marinasApi = {
  list: withSchemas(routes.list, { responses: { 200: z.array(marinaSummarySchema) } }),
} as const;
