import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  startRunBodySchema,
  tourRunSchema,
  tourRunsPageSchema,
  tourRunsQuerySchema,
} from './tour-run.schema.ts';

/**
 * The schemas of the tour-run endpoints: the one place their types are stated
 * (`tour-runs.endpoints.ts` reads them).
 */
export const tourRunsSchemas = {
  list: {
    query: tourRunsQuerySchema,
    responses: { 200: tourRunsPageSchema },
  },
  get: {
    params: guidParamsSchema,
    responses: { 200: tourRunSchema },
  },
  start: {
    params: guidParamsSchema,
    body: startRunBodySchema,
    responses: createResponses(tourRunSchema),
  },
  finish: {
    params: guidParamsSchema,
    responses: { 200: tourRunSchema },
  },
} as const satisfies AreaSchemas;
