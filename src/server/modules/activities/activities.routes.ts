import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityFeedQuerySchema,
  activitySchema,
  createActivityBodySchema,
} from '#core/activity/activity.schema.ts';
import { FEED_DEFAULT_LIMIT, FEED_MAX_LIMIT } from '#core/activity/activity-constants.ts';
import { guidParamsSchema, queryIntSchema } from '#core/common/wire.schema.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { badRequest } from '#server/plugins/http-errors.ts';
import {
  createActivity,
  locationFeed,
  locationInClient,
  marinaFeed,
  marinaOfLocation,
  toActivity,
} from './activities.service.ts';

const locationFeedQuerySchema = activityFeedQuerySchema.omit({ marinaId: true }).extend({
  limit: queryIntSchema(1, FEED_MAX_LIMIT, FEED_DEFAULT_LIMIT),
});

const fullName = (first: string | null, last: string | null, email: string) =>
  [first, last].filter(Boolean).join(' ') || email;

export async function activitiesRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.get(
    '/api/activities',
    { schema: { querystring: activityFeedQuerySchema, response: { 200: z.array(activitySchema) } } },
    async (request) =>
      marinaFeed(db, await requireMarinaAccess(request, request.query.marinaId), request.query),
  );

  app.get(
    '/api/locations/:guid/activities',
    {
      schema: {
        params: guidParamsSchema,
        querystring: locationFeedQuerySchema,
        response: { 200: z.array(activitySchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const location = await locationInClient(db, auth, request.params.guid);
      await requireMarinaAccess(request, marinaOfLocation(location));
      return locationFeed(db, auth.clientId, location.id, request.query);
    },
  );

  app.post(
    '/api/activities',
    { schema: { body: createActivityBodySchema, response: { 200: activitySchema, 201: activitySchema } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const location = await locationInClient(db, auth, request.body.locationId);
      if (request.body.marinaId && request.body.marinaId !== location.marinaGuid) {
        throw badRequest("body.marinaId: is not the location's marina");
      }
      const scope = await requireMarinaAccess(request, marinaOfLocation(location));
      const staffName = fullName(auth.firstName, auth.lastName, auth.email);
      const { row, created } = await createActivity(db, scope, location.id, request.body, staffName);
      return reply.code(created ? 201 : 200).send(toActivity(row));
    },
  );
}
