import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  activityFeedQuerySchema,
  activitySchema,
  createActivityBodySchema,
  locationFeedQuerySchema,
} from './activity.schema.ts';

/**
 * The schemas of the activities endpoints: the one place their types are stated
 * (`activities.endpoints.ts` reads them).
 */
export const activitiesSchemas = {
  feed: {
    query: activityFeedQuerySchema,
    responses: { 200: z.array(activitySchema) },
  },
  locationFeed: {
    params: guidParamsSchema,
    query: locationFeedQuerySchema,
    responses: { 200: z.array(activitySchema) },
  },
  create: {
    body: createActivityBodySchema,
    responses: createResponses(activitySchema),
  },
} as const satisfies AreaSchemas;
