import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthorizationResponseError, ClientError, ResponseBodyError } from 'openid-client';
import { z } from 'zod';
import { startSession } from '#server/plugins/session.ts';
import { createOidcClient } from './oidc.client.ts';
import { type SignInProblem, sendSignInProblem } from './oidc.page.ts';
import {
  CALLBACK_PATH,
  clearPendingSignIn,
  readPendingSignIn,
  setPendingSignIn,
} from './oidc.pending-cookie.ts';
import { userForIdentity } from './oidc.service.ts';

const htmlPage = z.string().describe('An HTML page explaining the problem, with a link back to /login');

const NOT_CONFIGURED: SignInProblem = {
  status: 404,
  title: 'Company sign-in is not set up',
  message:
    'Sign-in with an identity provider is not configured for this Dockwatch. Sign in with your password.',
};
const START_AGAIN: SignInProblem = {
  status: 400,
  title: 'Sign-in expired',
  message: 'This sign-in has expired or was already used. Please start again.',
};
const UNREACHABLE: SignInProblem = {
  status: 502,
  title: 'Company sign-in unavailable',
  message: 'We could not reach your identity provider. Try again in a minute, or sign in with your password.',
};

/** Where the provider sends the browser back: this server's own address, as the browser sees it. */
const callbackOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** What went wrong in the exchange with the provider, as the person at the browser needs it. */
function describeFailure(error: unknown): SignInProblem | undefined {
  if (error instanceof AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? {
          status: 400,
          title: 'Sign-in cancelled',
          message: 'Sign-in was cancelled at your identity provider.',
        }
      : {
          status: 400,
          title: 'Sign-in refused',
          message: `Your identity provider did not sign you in (${error.error}). Please start again.`,
        };
  }
  // invalid_grant: the code was already used (a replayed callback) or has expired.
  if (error instanceof ResponseBodyError) return START_AGAIN;
  if (error instanceof ClientError && error.code?.startsWith('OAUTH_')) {
    return {
      status: 400,
      title: 'Sign-in refused',
      message: 'The answer of your identity provider could not be verified. Please start again.',
    };
  }
  return undefined;
}

/**
 * Sign-in with the company's OpenID Connect provider (authorization code + PKCE, state and nonce),
 * and GET /api/auth/providers, which tells the sign-in page whether to offer it. ADR 0014.
 */
export async function oidcRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root;
  const oidc = config.oidc ? createOidcClient(config.oidc) : undefined;

  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: z.object({ oidc: z.boolean() }) } } },
    async () => ({ oidc: oidc !== undefined }),
  );

  if (oidc) {
    // Takes over the spec's sign-in entry point; without OIDC auth.routes.ts sends it to /login.
    app.get('/api/login', async (request, reply) => {
      try {
        const start = await oidc.start(new URL(CALLBACK_PATH, callbackOrigin(request)).href);
        setPendingSignIn(request, reply, start);
        return reply.header('Cache-Control', 'no-store').redirect(start.url.href);
      } catch (error) {
        request.log.warn({ err: error }, 'oidc: could not start sign-in');
        root.metrics.signInFailed('oidc_provider');
        return sendSignInProblem(reply, UNREACHABLE);
      }
    });
  }

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        querystring: z.looseObject({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
        response: { 302: z.null(), 400: htmlPage, 403: htmlPage, 404: htmlPage, 502: htmlPage },
      },
    },
    async (request, reply) => {
      if (!oidc) return sendSignInProblem(reply, NOT_CONFIGURED);
      const pending = readPendingSignIn(request);
      clearPendingSignIn(request, reply);
      if (!pending || request.query.state !== pending.state) {
        root.metrics.signInFailed('oidc_expired');
        return sendSignInProblem(reply, START_AGAIN);
      }

      const search = new URL(request.url, 'http://x').search;
      let identity: Awaited<ReturnType<typeof oidc.finish>>;
      try {
        identity = await oidc.finish(new URL(`${CALLBACK_PATH}${search}`, callbackOrigin(request)), pending);
      } catch (error) {
        const problem = describeFailure(error);
        request.log.warn({ err: error }, 'oidc: sign-in failed');
        root.metrics.signInFailed(problem === START_AGAIN ? 'oidc_expired' : 'oidc_provider');
        return sendSignInProblem(reply, problem ?? UNREACHABLE);
      }

      const result = await userForIdentity(db, identity);
      if ('refused' in result) {
        request.log.info({ reason: result.reason, subject: identity.subject }, 'oidc: sign-in refused');
        root.metrics.signInFailed(
          result.reason === 'account disabled' ? 'account_disabled' : 'oidc_no_account',
        );
        return sendSignInProblem(reply, result.refused);
      }
      await startSession(db, request, reply, result.userId);
      // The app itself takes the saved return address, if any (app-shell.tsx).
      return reply.header('Cache-Control', 'no-store').redirect('/');
    },
  );
}
