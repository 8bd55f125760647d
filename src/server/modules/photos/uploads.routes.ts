import type { FastifyInstance } from 'fastify';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { uploadSlot } from './record-photos.service.ts';

/** POST /api/uploads: a photo slot for an issue or a note (ADR 0032). */
export async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  registerEndpoint(app, uploadsApi.slot, (caller) => uploadSlot({ ...caller, config }));
}
