import type { AreaSchemas } from '#core/api/endpoint.ts';
import { uploadSlotBodySchema, uploadSlotSchema } from './record-photo.schema.ts';

/**
 * The schemas of the upload endpoints: the one place their types are stated (`uploads.endpoints.ts`
 * reads them).
 */
export const uploadsSchemas = {
  slot: {
    body: uploadSlotBodySchema,
    responses: { 200: uploadSlotSchema },
  },
} as const satisfies AreaSchemas;
