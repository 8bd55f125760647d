import { z } from 'zod';
import type { AreaSchemas } from '#core/api/endpoint.ts';
import { marinaSummarySchema } from '#core/auth/auth-user.schema.ts';
import { meterUnitsSchema } from '#core/meters/meter-units.schema.ts';

/**
 * The schemas of the marinas endpoints: the one place their types are stated
 * (`marinas.endpoints.ts` reads them).
 */
export const marinasSchemas = {
  list: { responses: { 200: z.array(marinaSummarySchema) } },
  setMeterUnits: {
    params: z.object({ guid: z.uuid() }),
    body: meterUnitsSchema,
    responses: { 200: marinaSummarySchema },
  },
} as const satisfies AreaSchemas;
