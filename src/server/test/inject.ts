import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pathOf } from '#core/api/endpoint.ts';
import { loginAs } from './factories.ts';
import { type Callable, partsOf, queryOf, type TestInput } from './test-input.ts';

export type { TestInput };

export interface InjectAs {
  /** Signed in as this user (one sign-in per user and app, kept), or signed out (null, the default). */
  as?: { email: string } | null;
  /** A Cookie header to send as it is (a session the test signed in itself). */
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

const sessions = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/** The kept Cookie header of `user` on `app`, signing in through the real route the first time. */
export function sessionOf(app: FastifyInstance, user: { email: string }): Promise<string> {
  const ofApp = sessions.get(app) ?? new Map<string, Promise<string>>();
  sessions.set(app, ofApp);
  let cookie = ofApp.get(user.email);
  if (!cookie) {
    cookie = loginAs(app, user);
    ofApp.set(user.email, cookie);
    // A failed sign-in is not kept: the next call tries again.
    cookie.catch(() => ofApp.delete(user.email));
  }
  return cookie;
}

/**
 * Calls a catalogue endpoint on a test app: `inject(issuesApi.update, { params: { guid }, body },
 * { as: tenant.admin })`. Tests name the endpoint, never its URL (issue 32); a literal URL stays
 * only where the URL itself is what is tested (routing, 404s, hostile paths).
 */
export function injectFor(app: FastifyInstance) {
  return async <R extends Callable>(
    endpoint: R,
    input: TestInput<R>,
    options: InjectAs = {},
  ): Promise<LightMyRequestResponse> => {
    const { params, query, body } = partsOf(input);
    const cookie = options.cookie ?? (options.as ? await sessionOf(app, options.as) : undefined);
    const request: InjectOptions = {
      method: endpoint.method,
      url: pathOf(endpoint.path, params),
      query: queryOf(query),
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: options.remoteAddress,
    };
    if (body !== undefined) request.payload = body as InjectOptions['payload'];
    return app.inject(request);
  };
}

export type Inject = ReturnType<typeof injectFor>;
