import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  passwordLinkSchema,
  setPasswordBodySchema,
} from '#core/backend/backend.schema.ts';
import { guidParamsSchema, messageSchema } from '#core/common/wire.schema.ts';
import { requireAuth, requireSuperAdmin } from '#server/plugins/guards.ts';
import { changePassword } from './change-password.service.ts';
import { createPasswordLink, setPasswordWithToken } from './password-links.service.ts';

/** Getting people in: set-password links (local accounts) and changing one's own password. */
export async function accountRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.post(
    '/api/backend/users/:guid/password-link',
    {
      config: { crossTenant: 'super_admin' },
      schema: { params: guidParamsSchema, response: { 200: passwordLinkSchema } },
    },
    async (request) => {
      return createPasswordLink(db, requireSuperAdmin(request), request.params.guid);
    },
  );

  app.post(
    '/api/auth/set-password',
    {
      // The token names the user; whoever is signed in on this browser does not matter.
      config: { crossTenant: 'always' },
      schema: { body: setPasswordBodySchema, response: { 200: z.object({ email: z.string() }) } },
    },
    async (request) => setPasswordWithToken(db, request.body.token, request.body.password),
  );

  app.post(
    '/api/auth/change-password',
    { schema: { body: changePasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      await changePassword(db, auth, request.body, request.ip);
      return { message: 'Password changed' };
    },
  );
}
