import { withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { locationDetailSchema } from '#core/locations/location.schema.ts';
import { checkInEndpoints as routes } from './check-in.endpoints.ts';

/** The check-in endpoint with its schemas: what the server registers and documents. */
export const checkInApi = {
  location: withSchemas(routes.location, {
    params: guidParamsSchema,
    responses: { 200: locationDetailSchema },
  }),
} as const;
