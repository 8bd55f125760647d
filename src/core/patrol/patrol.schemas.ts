import type { AreaSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { referencePositionSchema, setReferenceBodySchema } from './reference-position.schema.ts';

/**
 * The schemas of the reference position endpoints: the one place their types are stated
 * (`patrol.endpoints.ts` reads them).
 */
export const patrolSchemas = {
  reference: {
    params: guidParamsSchema,
    responses: { 200: referencePositionSchema },
  },
  setReference: {
    params: guidParamsSchema,
    body: setReferenceBodySchema,
    responses: { 200: referencePositionSchema },
  },
  clearReference: {
    params: guidParamsSchema,
    responses: { 200: referencePositionSchema },
  },
} as const satisfies AreaSchemas;
