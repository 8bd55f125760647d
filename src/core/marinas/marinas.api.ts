import { z } from 'zod';
import { withSchemas } from '#core/api/endpoint.ts';
import { marinaSummarySchema } from '#core/auth/auth-user.schema.ts';
import { meterUnitsSchema } from '#core/meters/meter-units.schema.ts';
import { marinasEndpoints as routes } from './marinas.endpoints.ts';

/** The marinas endpoints with their schemas: what the server registers and documents. */
export const marinasApi = {
  list: withSchemas(routes.list, { responses: { 200: z.array(marinaSummarySchema) } }),
  setMeterUnits: withSchemas(routes.setMeterUnits, {
    params: z.object({ guid: z.uuid() }),
    body: meterUnitsSchema,
    responses: { 200: marinaSummarySchema },
  }),
} as const;
