import { z } from 'zod';
import type { AreaSchemas } from '#core/api/endpoint.ts';
import {
  changePasswordBodySchema,
  passwordLinkSchema,
  setPasswordBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema, messageSchema } from '#core/common/wire.schema.ts';

/**
 * The schemas of the account endpoints: the one place their types are stated
 * (`account.endpoints.ts` reads them).
 */
export const accountSchemas = {
  passwordLink: {
    params: guidParamsSchema,
    responses: { 200: passwordLinkSchema },
  },
  setPassword: {
    body: setPasswordBodySchema,
    responses: { 200: z.object({ email: z.string() }) },
  },
  changePassword: {
    body: changePasswordBodySchema,
    responses: { 200: messageSchema },
  },
} as const satisfies AreaSchemas;
