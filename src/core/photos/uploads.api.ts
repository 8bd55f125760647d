import { withSchemas } from '#core/api/endpoint.ts';
import { uploadSlotBodySchema, uploadSlotSchema } from './record-photo.schema.ts';
import { uploadsEndpoints as routes } from './uploads.endpoints.ts';

/** The upload endpoints with their schemas: what the server registers and documents. */
export const uploadsApi = {
  slot: withSchemas(routes.slot, {
    body: uploadSlotBodySchema,
    responses: { 200: uploadSlotSchema },
  }),
} as const;
