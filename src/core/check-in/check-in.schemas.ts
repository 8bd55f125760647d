import type { AreaSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { locationDetailSchema } from '#core/locations/location.schema.ts';

/**
 * The schemas of the check-in endpoint: the one place its types are stated
 * (`check-in.endpoints.ts` reads them).
 */
export const checkInSchemas = {
  location: {
    params: guidParamsSchema,
    responses: { 200: locationDetailSchema },
  },
} as const satisfies AreaSchemas;
