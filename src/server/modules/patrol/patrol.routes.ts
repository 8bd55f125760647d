import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  type ReferencePosition,
  referencePositionSchema,
  setReferenceBodySchema,
} from '#core/patrol/reference-position.schema.ts';
import { locationInClient, marinaOfLocation } from '#server/modules/activities/activities.service.ts';
import { requireAuth, requireMarinaAccess, requireMarinaAdmin } from '#server/plugins/guards.ts';
import { badRequest } from '#server/plugins/http-errors.ts';
import { findReference, writeReference } from './patrol.queries.ts';

async function referenceOf(db: FastifyInstance['db'], locationId: number): Promise<ReferencePosition> {
  const row = await findReference(db, locationId);
  if (!row || row.refLatitude === null || row.refLongitude === null || row.refSource === null) {
    return { reference: null };
  }
  return {
    reference: {
      latitude: row.refLatitude,
      longitude: row.refLongitude,
      source: row.refSource,
      setAt: row.refSetAt ? row.refSetAt.toISOString() : null,
    },
  };
}

/**
 * A location's GPS reference position: any user of its marina reads it; its admins set it or clear
 * it (clearing lets the next good check-ins place it again).
 */
export async function patrolRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;
  const path = '/api/locations/:guid/reference-position';

  app.get(
    path,
    { schema: { params: guidParamsSchema, response: { 200: referencePositionSchema } } },
    async (request) => {
      const location = await locationInClient(db, requireAuth(request), request.params.guid);
      await requireMarinaAccess(request, marinaOfLocation(location));
      return referenceOf(db, location.id);
    },
  );

  app.put(
    path,
    {
      schema: {
        params: guidParamsSchema,
        body: setReferenceBodySchema,
        response: { 200: referencePositionSchema },
      },
    },
    async (request) => {
      const location = await locationInClient(db, requireAuth(request), request.params.guid);
      if (request.body.marinaId && request.body.marinaId !== location.marinaGuid) {
        throw badRequest("body.marinaId: is not the location's marina");
      }
      await requireMarinaAdmin(request, marinaOfLocation(location));
      await writeReference(db, location.id, {
        latitude: request.body.latitude.toFixed(8),
        longitude: request.body.longitude.toFixed(8),
        source: 'admin',
      });
      return referenceOf(db, location.id);
    },
  );

  app.delete(
    path,
    { schema: { params: guidParamsSchema, response: { 200: referencePositionSchema } } },
    async (request) => {
      const location = await locationInClient(db, requireAuth(request), request.params.guid);
      await requireMarinaAdmin(request, marinaOfLocation(location));
      await writeReference(db, location.id, null);
      return referenceOf(db, location.id);
    },
  );
}
