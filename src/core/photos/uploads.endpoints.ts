import { defineRoutes } from '#core/api/endpoint.ts';
import type { uploadsSchemas } from './uploads.schemas.ts';

/**
 * Photo uploads for issues and notes (issue 18, ADR 0032): a fresh photo guid and the signed URL
 * its JPEG is PUT to. Nothing is written; the photo is registered when an issue or a note names it.
 */
export const uploadsEndpoints = defineRoutes<typeof uploadsSchemas>()({
  slot: {
    method: 'POST',
    path: '/api/uploads',
    operationId: 'createUploadSlot',
    summary: 'A photo guid and the signed URL to PUT its image to (the photo is kept once a record names it)',
    tag: 'Photos',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'online-only',
    uploadSlot: (answer) => answer,
  },
});
