import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { signOutRoute, startSignInRoute } from '#core/api/plain-routes.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { loginFailures, session, users } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, loginAs, nextTestIp, TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './login-rate-limit.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = nextTestIp()) =>
  inject(authApi.signIn, { body: { email, password } }, { remoteAddress: ip });
/** Who the session of this Cookie header (or none) is. */
const me = (cookie?: string) => inject(authApi.user, {}, { cookie });

/** The user's session rows (other files sign in on the same database at the same time). */
const sessionCount = async (userId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(session)
      .where(sql`(${session.sess}->>'userId') = ${String(userId)}`)
  )[0]!.n;

describe(routeKey(authApi.signIn), () => {
  it('signs in and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login(tenant.staff.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ guid: tenant.staff.guid, email: tenant.staff.email });
    const cookie = response.cookies.find((c) => c.name === 'dockwatch.sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('marks the cookie Secure and sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const { staff } = await createTenant(proxied.database.db);
      const response = await injectFor(proxied.app)(
        authApi.signIn,
        { body: { email: staff.email, password: TEST_PASSWORD } },
        { headers: { 'x-forwarded-proto': 'https' }, remoteAddress: nextTestIp() },
      );
      expect(response.statusCode).toBe(200);
      expect(response.cookies[0]!.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });

  it('answers the same 401 message for a wrong password and an unknown email', async () => {
    const wrong = await login(tenant.staff.email, 'wrong password');
    const unknown = await login('nobody@test.example', 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'auth.wrongPassword', message: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ code: 'auth.wrongPassword', message: 'Invalid email or password' });
  });

  it('answers 400 naming the field for bad input', async () => {
    const response = await inject(authApi.signIn, { body: { email: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.email: /);
    const noPassword = await inject(authApi.signIn, { body: { email: 'a@b.c' } });
    expect(noPassword.json().message).toMatch(/^body\.password: /);
  });

  it('refuses form-encoded and cross-site requests', async () => {
    const form = await inject(
      authApi.signIn,
      { body: `email=${encodeURIComponent(tenant.staff.email)}&password=x` },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(form.statusCode).toBe(415);
    const crossSite = await inject(
      authApi.signIn,
      { body: { email: tenant.staff.email, password: TEST_PASSWORD } },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toHaveLength(0);
  });

  it('rate limits failures per account (even from many addresses), then refuses the right password', async () => {
    const { email } = tenant.admin;
    for (let i = 0; i < 10; i++) expect((await login(email, 'nope')).statusCode).toBe(401);
    const limited = await login(email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('evaluates at most the limit of 100 parallel wrong passwords for one account; the rest answer 429', async () => {
    const { email } = other.staffOther;
    const answers = await Promise.all(Array.from({ length: 100 }, () => login(email, 'nope')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    // The right password is refused until the window has passed (the failures moved back past it).
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
    const key = `email:${email.toLowerCase()}`;
    await t.database.db
      .update(loginFailures)
      .set({ failedAt: new Date(Date.now() - LOGIN_WINDOW_MS - 60_000) })
      .where(eq(loginFailures.key, key));
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('behind one trusted proxy, a forged X-Forwarded-For does not escape the per-IP limit', async () => {
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const proxy = nextTestIp();
      const client = nextTestIp();
      const injectProxied = injectFor(proxied.app);
      const attempt = (i: number) =>
        injectProxied(
          authApi.signIn,
          { body: { email: `forger${i}@test.example`, password: 'nope' } },
          // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw.
          { headers: { 'x-forwarded-for': `203.0.113.${i}, ${client}` }, remoteAddress: proxy },
        );
      for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
      const limited = await attempt(10);
      expect(limited.statusCode).toBe(429);
      // The limit is the client's, not the proxy's: another client behind it may still try.
      const neighbour = await injectProxied(
        authApi.signIn,
        { body: { email: 'neighbour@test.example', password: 'nope' } },
        { headers: { 'x-forwarded-for': nextTestIp() }, remoteAddress: proxy },
      );
      expect(neighbour.statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('rate limits failures per IP address across accounts', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 10; i++)
      expect((await login(`someone${i}@test.example`, 'nope', ip)).statusCode).toBe(401);
    expect((await login(other.staff.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(other.staff.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a new session id at every sign-in and deletes the old row', async () => {
    const first = await loginAs(t.app, tenant.staffOther);
    const before = await sessionCount(tenant.staffOther.id);
    const again = await inject(
      authApi.signIn,
      { body: { email: tenant.staffOther.email, password: TEST_PASSWORD } },
      { cookie: first, remoteAddress: nextTestIp() },
    );
    expect(again.statusCode).toBe(200);
    const second = again.cookies.find((c) => c.name === 'dockwatch.sid')!;
    expect(`dockwatch.sid=${second.value}`).not.toBe(first);
    expect(await sessionCount(tenant.staffOther.id)).toBe(before);
    const old = await me(first);
    expect(old.statusCode).toBe(401);
  });

  it('blocks a disabled user', async () => {
    const cookie = await loginAs(t.app, other.admin);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.admin.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(other.admin.email, TEST_PASSWORD)).statusCode).toBe(403);
  });
});

describe(routeKey(authApi.user), () => {
  it('answers 401 when signed out or with a forged cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('dockwatch.sid=abc.def');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 'auth.unauthorized', message: 'Unauthorized' });
  });

  it('describes the staff member with only their marina', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const body = (await me(cookie)).json();
    expect(body).toMatchObject({
      guid: tenant.staff.guid,
      clientId: tenant.clientGuid,
      firstName: 'staff',
      permissions: [{ permissionType: 'marina_access', marinaId: tenant.marinas[0]!.guid }],
      marinas: [{ guid: tenant.marinas[0]!.guid, name: 'North Marina', location: 'North Bay' }],
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
    expect(JSON.stringify(body)).not.toMatch(/"id":/);
  });

  it("gives a super_admin every marina of the own client and none of another client's", async () => {
    const cookie = await loginAs(t.app, tenant.superAdmin);
    const body = (await me(cookie)).json();
    expect(body.marinas.map((m: { guid: string }) => m.guid).sort()).toEqual(
      tenant.marinas.map((m) => m.guid).sort(),
    );
    expect(body.permissions).toEqual([
      expect.objectContaining({ permissionType: 'super_admin', marinaId: null }),
    ]);
  });
});

describe(`${routeKey(startSignInRoute)} and ${routeKey(signOutRoute)}`, () => {
  it('sends /api/login to the sign-in page', async () => {
    const response = await inject(startSignInRoute, {});
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('ends the session row and redirects home', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const before = await sessionCount(tenant.staff.id);
    const response = await inject(signOutRoute, {}, { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(await sessionCount(tenant.staff.id)).toBe(before - 1);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('tells the browser to clear its HTTP cache (cached photos) but not the storage holding unsynced writes', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const response = await inject(signOutRoute, {}, { cookie });
    expect(response.headers['clear-site-data']).toBe('"cache"');
  });
});

// Every sign-in endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(authApi, {
  signIn: {
    success: 200,
    request: async (w) => ({
      body: { email: (await w.fresh.user()).email, password: TEST_PASSWORD },
    }),
  },
  user: { success: 200, request: () => ({}) },
});
