import { withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { patrolEndpoints as routes } from './patrol.endpoints.ts';
import { referencePositionSchema, setReferenceBodySchema } from './reference-position.schema.ts';

/** The reference position endpoints with their schemas: what the server registers and documents. */
export const patrolApi = {
  reference: withSchemas(routes.reference, {
    params: guidParamsSchema,
    responses: { 200: referencePositionSchema },
  }),
  setReference: withSchemas(routes.setReference, {
    params: guidParamsSchema,
    body: setReferenceBodySchema,
    responses: { 200: referencePositionSchema },
  }),
  clearReference: withSchemas(routes.clearReference, {
    params: guidParamsSchema,
    responses: { 200: referencePositionSchema },
  }),
} as const;
