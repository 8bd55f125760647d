import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  startRunBodySchema,
  tourRunSchema,
  tourRunsPageSchema,
  tourRunsQuerySchema,
} from './tour-run.schema.ts';
import { tourRunsEndpoints as routes } from './tour-runs.endpoints.ts';

/** The tour-run endpoints with their schemas: what the server registers and documents. */
export const tourRunsApi = {
  list: withSchemas(routes.list, {
    query: tourRunsQuerySchema,
    responses: { 200: tourRunsPageSchema },
  }),
  get: withSchemas(routes.get, {
    params: guidParamsSchema,
    responses: { 200: tourRunSchema },
  }),
  start: withSchemas(routes.start, {
    params: guidParamsSchema,
    body: startRunBodySchema,
    responses: createResponses(tourRunSchema),
  }),
  finish: withSchemas(routes.finish, {
    params: guidParamsSchema,
    responses: { 200: tourRunSchema },
  }),
} as const;
