import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import {
  companySignInCallbackRoute,
  signInProvidersRoute,
  startSignInRoute,
} from '#core/api/plain-routes.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { session, users } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import {
  signInAtProvider,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '#server/test/oidc-provider-process.ts';
import { UNVERIFIED_PREFIX } from '#server/test/oidc-test-client.ts';
import type { SignInFailureReason } from '../metrics/app-metrics.ts';

/** The app as the browser (and the provider's registered redirect URI) sees it. */
const HOST = 'dockwatch.test';
/** Where the provider sends the browser back (a plain route without a name of its own). */

let provider: TestIdentityProvider;
let t: TestApp;
let tenant: TestTenant;
let inject: Inject;

beforeAll(async () => {
  provider = await startTestIdentityProvider([`http://${HOST}${companySignInCallbackRoute.path}`]);
  const { issuer, clientId, clientSecret } = provider;
  t = await buildTestApp({ oidc: { issuer, clientId, clientSecret } });
  tenant = await createTenant(t.database.db);
  inject = injectFor(t.app);
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

interface Started {
  authorizationUrl: URL;
  /** Cookie header carrying the pending sign-in, as the browser would send it to the callback. */
  cookie: string;
}

async function beginSignIn(extraCookie?: string): Promise<Started> {
  const response = await inject(startSignInRoute, {}, { headers: { host: HOST }, cookie: extraCookie });
  expect(response.statusCode).toBe(302);
  const pending = response.cookies.find((c) => c.name === 'dockwatch.oidc');
  expect(pending).toBeDefined();
  return {
    authorizationUrl: new URL(response.headers.location!),
    cookie: [`dockwatch.oidc=${pending!.value}`, extraCookie].filter(Boolean).join('; '),
  };
}

/** The browser back at the callback with the query of the provider's redirect (`back.searchParams`). */
const callback = (query: URLSearchParams, cookie: string | undefined) =>
  inject(
    companySignInCallbackRoute,
    { query: Object.fromEntries(query) },
    { headers: { host: HOST }, cookie },
  );

/** The whole round trip: the sign-in start, the provider's sign-in form, the callback. */
async function signInAs(login: string, extraCookie?: string) {
  const started = await beginSignIn(extraCookie);
  const back = await signInAtProvider(started.authorizationUrl.href, login);
  return { started, back, response: await callback(back.searchParams, started.cookie) };
}

const sessionCookieOf = (response: Awaited<ReturnType<typeof callback>>) =>
  response.cookies.find((c) => c.name === 'dockwatch.sid');

/** This app's count of failed sign-ins for `reason` (ADR 0039), read from its own registry. */
const failures = async (reason: SignInFailureReason) => {
  const counter = t.app.metrics.registry.getSingleMetric('dockwatch_sign_in_failures_total');
  const { values } = await counter!.get();
  return values.find((v) => v.labels.reason === reason)?.value;
};

/**
 * The session rows begun since `since` (an ISO time) other than another client's users' (other
 * files sign their own users in on the same database meanwhile): this file's sign-ins, and any row
 * naming no user of the database.
 */
const countSessions = async (since: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(session)
      .where(
        sql`(${session.sess}->>'createdAt') >= ${since} and not exists (
          select 1 from ${users} u where u.id::text = (${session.sess}->>'userId') and u.client_id <> ${tenant.clientId})`,
      )
  )[0]!.n;

describe(routeKey(signInProvidersRoute), () => {
  it('tells the sign-in page that company sign-in is on', async () => {
    const response = await inject(signInProvidersRoute, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ oidc: true });
  });
});

describe(`${routeKey(startSignInRoute)} with OpenID Connect configured`, () => {
  it('redirects to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const { authorizationUrl } = await beginSignIn();
    expect(authorizationUrl.origin).toBe(new URL(provider.issuer).origin);
    const params = authorizationUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(provider.clientId);
    // The URL itself is what is checked: the one the provider has registered.
    expect(params.get('redirect_uri')).toBe(`http://${HOST}/api/callback`);
    expect(params.get('scope')).toBe('openid email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('keeps the pending sign-in in a signed, HttpOnly, short-lived cookie for the callback only', async () => {
    const response = await inject(startSignInRoute, {}, { headers: { host: HOST } });
    const pending = response.cookies.find((c) => c.name === 'dockwatch.oidc')!;
    // The cookie's path is what is checked: the browser sends it to the callback only.
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/callback', maxAge: 600 });
    expect(pending.value).toMatch(/\.[\w+/-]+$/); // value.signature
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe(routeKey(companySignInCallbackRoute), () => {
  it('signs in the existing user with the verified email, like password sign-in', async () => {
    const { response } = await signInAs(tenant.staff.email);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const sid = sessionCookieOf(response)!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const pendingCleared = response.cookies.find((c) => c.name === 'dockwatch.oidc')!;
    expect(pendingCleared.value).toBe('');

    const me = await inject(authApi.user, {}, { cookie: `dockwatch.sid=${sid.value}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ guid: tenant.staff.guid, email: tenant.staff.email });
  });

  it('matches the email regardless of case', async () => {
    const { response } = await signInAs(tenant.admin.email.toUpperCase());
    expect(response.statusCode).toBe(302);
    const sid = sessionCookieOf(response)!;
    const me = await inject(authApi.user, {}, { cookie: `dockwatch.sid=${sid.value}` });
    expect(me.json()).toMatchObject({ guid: tenant.admin.guid });
  });

  it('replaces an existing session with a new id', async () => {
    const oldCookie = await loginAs(t.app, tenant.staffOther);
    const { response } = await signInAs(tenant.staffOther.email, oldCookie);
    expect(response.statusCode).toBe(302);
    const sid = sessionCookieOf(response)!;
    expect(`dockwatch.sid=${sid.value}`).not.toBe(oldCookie);
    const old = await inject(authApi.user, {}, { cookie: oldCookie });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an email without an account with a clear page, and creates no user', async () => {
    const email = `stranger-${Date.now()}@test.example`;
    const since = new Date().toISOString();
    const before = await countSessions(since);
    const counted = (await failures('oidc_no_account'))!;
    const { response } = await signInAs(email);
    expect(response.statusCode).toBe(403);
    expect(await failures('oidc_no_account')).toBe(counted + 1);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('No Dockwatch account');
    expect(response.body).toContain(`There is no Dockwatch account for ${email}`);
    expect(response.body).toContain('href="/login"');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await countSessions(since)).toBe(before);
    const created = await t.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(created).toEqual([]);
  });

  it('refuses an email the provider has not verified', async () => {
    const { response } = await signInAs(`${UNVERIFIED_PREFIX}${tenant.superAdmin.email}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Email not verified');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses a disabled account', async () => {
    const own = await createTenant(t.database.db, 'Disabled');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, own.staff.id));
    const counted = (await failures('account_disabled'))!;
    const { response } = await signInAs(own.staff.email);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('This account has been disabled. Ask your administrator.');
    expect(await failures('account_disabled')).toBe(counted + 1);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('escapes what the provider sends into the page', async () => {
    const { response } = await signInAs('<script>alert(1)</script>@test.example');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('answers 400 for a state that does not match the pending sign-in', async () => {
    const started = await beginSignIn();
    const back = await signInAtProvider(started.authorizationUrl.href, tenant.staff.email);
    back.searchParams.set('state', 'forged-state-value-123456');
    const counted = (await failures('oidc_expired'))!;
    const response = await callback(back.searchParams, started.cookie);
    expect(response.statusCode).toBe(400);
    expect(await failures('oidc_expired')).toBe(counted + 1);
    expect(response.body).toContain('This sign-in has expired or was already used. Please start again.');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers 400 without a state, without the pending cookie, or with a tampered one', async () => {
    const started = await beginSignIn();
    const back = await signInAtProvider(started.authorizationUrl.href, tenant.staff.email);
    const noState = new URLSearchParams(back.searchParams);
    noState.delete('state');
    expect((await callback(noState, started.cookie)).statusCode).toBe(400);
    expect((await callback(back.searchParams, undefined)).statusCode).toBe(400);
    const tampered = started.cookie.replace(
      /dockwatch\.oidc=(\w)/,
      (_m, c: string) => `dockwatch.oidc=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await callback(back.searchParams, tampered)).statusCode).toBe(400);
    // The untouched request still works: the failures above did not use up the code.
    expect((await callback(back.searchParams, started.cookie)).statusCode).toBe(302);
  });

  /** The pending cookie of `started` with one field changed, signed with the app's real secret. */
  function alteredPending(started: Started, change: Record<string, string>): string {
    const signed = decodeURIComponent(/dockwatch\.oidc=([^;]+)/.exec(started.cookie)![1]!);
    const value = t.app.unsignCookie(signed).value!;
    const pending = { ...JSON.parse(Buffer.from(value, 'base64url').toString()), ...change };
    const encoded = Buffer.from(JSON.stringify(pending)).toString('base64url');
    return `dockwatch.oidc=${encodeURIComponent(t.app.signCookie(encoded))}`;
  }

  it('checks the nonce in the ID token', async () => {
    const started = await beginSignIn();
    const back = await signInAtProvider(started.authorizationUrl.href, tenant.staff.email);
    const response = await callback(
      back.searchParams,
      alteredPending(started, { nonce: 'another-nonce-value-1234567' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('could not be verified');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('sends the PKCE verifier, which the provider checks', async () => {
    const started = await beginSignIn();
    const back = await signInAtProvider(started.authorizationUrl.href, tenant.staff.email);
    const wrongVerifier = alteredPending(started, { codeVerifier: 'x'.repeat(43) });
    const response = await callback(back.searchParams, wrongVerifier);
    expect(response.statusCode).toBe(400);
    expect(sessionCookieOf(response)).toBeUndefined();
    // The re-signed cookie with the real verifier is accepted: the verifier was the only fault.
    const rightVerifier = alteredPending(started, {});
    expect((await callback(back.searchParams, rightVerifier)).statusCode).toBe(302);
  });

  it('refuses a replayed callback, even with the pending cookie kept', async () => {
    const since = new Date().toISOString();
    const { started, back, response } = await signInAs(tenant.staff.email);
    expect(response.statusCode).toBe(302);
    const sessionsAfterFirst = await countSessions(since);
    expect(sessionsAfterFirst).toBe(1); // the count sees this sign-in's row
    const replay = await callback(back.searchParams, started.cookie);
    expect(replay.statusCode).toBe(400);
    expect(sessionCookieOf(replay)).toBeUndefined();
    expect(await countSessions(since)).toBe(sessionsAfterFirst);
  });

  it('reports a cancelled sign-in at the provider', async () => {
    const started = await beginSignIn();
    const state = started.authorizationUrl.searchParams.get('state')!;
    const back = new URLSearchParams({ error: 'access_denied', state, iss: provider.issuer });
    const counted = (await failures('oidc_provider'))!;
    const response = await callback(back, started.cookie);
    expect(response.statusCode).toBe(400);
    expect(await failures('oidc_provider')).toBe(counted + 1);
    expect(response.body).toContain('Sign-in was cancelled at your identity provider.');
  });
});

describe('when the identity provider cannot be reached', () => {
  it('shows a 502 page instead of redirecting', async () => {
    const down = await buildTestApp({
      oidc: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
    try {
      const response = await injectFor(down.app)(startSignInRoute, {});
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain('We could not reach your identity provider.');
    } finally {
      await down.close();
    }
  });
});

describe('without OpenID Connect configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain?.close());

  it('keeps /api/login on the password sign-in page and says so in /api/auth/providers', async () => {
    const login = await injectFor(plain.app)(startSignInRoute, {});
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/login');
    const providers = await injectFor(plain.app)(signInProvidersRoute, {});
    expect(providers.json()).toEqual({ oidc: false });
  });

  it('answers 404 with a message at the callback', async () => {
    const response = await injectFor(plain.app)(companySignInCallbackRoute, {
      query: { code: 'abc', state: 'def' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Sign-in with an identity provider is not configured');
  });
});
