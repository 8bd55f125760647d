import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { activitiesEndpoints as routes } from './activities.endpoints.ts';
import {
  activityFeedQuerySchema,
  activitySchema,
  createActivityBodySchema,
  locationFeedQuerySchema,
} from './activity.schema.ts';

/** The activities endpoints with their schemas: what the server registers and documents. */
export const activitiesApi = {
  feed: withSchemas(routes.feed, {
    query: activityFeedQuerySchema,
    responses: { 200: z.array(activitySchema) },
  }),
  locationFeed: withSchemas(routes.locationFeed, {
    params: guidParamsSchema,
    query: locationFeedQuerySchema,
    responses: { 200: z.array(activitySchema) },
  }),
  create: withSchemas(routes.create, {
    body: createActivityBodySchema,
    responses: createResponses(activitySchema),
  }),
} as const;
