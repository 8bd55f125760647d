import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authApi } from '#core/auth/auth.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import type { SignInFailureReason } from '#server/modules/metrics/app-metrics.ts';
import { HttpError } from '#server/plugins/http-errors.ts';
import { endSession } from '#server/plugins/session.ts';
import { loadUserWithPermissions } from './auth.queries.ts';
import { authenticate, describeUser } from './auth.service.ts';

/** What authenticate()'s refusals mean, for the sign-in failure counter (ADR 0039). */
const FAILURE_BY_STATUS: Partial<Record<number, SignInFailureReason>> = {
  401: 'invalid_credentials',
  403: 'account_disabled',
  429: 'rate_limited',
};

export async function authRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  registerEndpoint(root, authApi.signIn, async ({ db, input, ip, session }) => {
    const userId = await authenticate(db, input.body.email, input.body.password, ip).catch((error) => {
      const reason = error instanceof HttpError ? FAILURE_BY_STATUS[error.statusCode] : undefined;
      if (reason) root.metrics.signInFailed(reason);
      throw error;
    });
    await session.start(userId);
    const user = await loadUserWithPermissions(db, userId);
    if (!user) throw new Error('signed-in user vanished');
    const { id, disabledAt: _d, ...rest } = user;
    return describeUser(db, { ...rest, userId: id, sessionId: '' });
  });

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
