import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authApi } from '#core/auth/auth.api.ts';
import { authUserSchema, loginBodySchema } from '#core/auth/auth-user.schema.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { endSession, startSession } from '#server/plugins/session.ts';
import { loadUserWithPermissions } from './auth.queries.ts';
import { authenticate, describeUser } from './auth.service.ts';

export async function authRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.post(
    '/api/auth/login',
    {
      // The user is found by e-mail before any tenant is known (ADR 0017).
      config: { crossTenant: 'always' },
      schema: { body: loginBodySchema, response: { 200: authUserSchema } },
    },
    async (request, reply) => {
      const userId = await authenticate(db, request.body.email, request.body.password, request.ip);
      await startSession(db, request, reply, userId);
      const user = await loadUserWithPermissions(db, userId);
      if (!user) throw new Error('signed-in user vanished');
      const { id, disabledAt: _d, ...rest } = user;
      return describeUser(db, { ...rest, userId: id, sessionId: '' });
    },
  );

  // The spec's sign-in entry point: the browser navigates here; we show our own sign-in page.
  // With a company identity provider configured, oidc.routes.ts answers it instead.
  if (!root.config.oidc) app.get('/api/login', async (_request, reply) => reply.redirect('/login'));

  app.get('/api/logout', async (request, reply) => {
    await endSession(db, request, reply);
    // A shared phone: the browser's HTTP cache (photos are cached for a year) goes with the user.
    // Not "storage": that would also wipe the outbox of unsynced writes (ADR 0023).
    return reply.header('Clear-Site-Data', '"cache"').redirect('/');
  });

  registerEndpoint(root, authApi.user, ({ db, auth }) => describeUser(db, auth));
}
