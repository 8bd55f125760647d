import { z } from 'zod';
import { withSchemas } from '#core/api/endpoint.ts';
import {
  changePasswordBodySchema,
  passwordLinkSchema,
  setPasswordBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema, messageSchema } from '#core/common/wire.schema.ts';
import { accountEndpoints as routes } from './account.endpoints.ts';

/** The account endpoints with their schemas: what the server registers and documents. */
export const accountApi = {
  passwordLink: withSchemas(routes.passwordLink, {
    params: guidParamsSchema,
    responses: { 200: passwordLinkSchema },
  }),
  setPassword: withSchemas(routes.setPassword, {
    body: setPasswordBodySchema,
    responses: { 200: z.object({ email: z.string() }) },
  }),
  changePassword: withSchemas(routes.changePassword, {
    body: changePasswordBodySchema,
    responses: { 200: messageSchema },
  }),
} as const;
