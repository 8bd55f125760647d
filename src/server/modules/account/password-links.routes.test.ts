import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#core/account/account.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { passwordSetTokens, users } from '#server/db/schema/index.ts';
import {
  addClientAdmin,
  addTestUser,
  expectSuperAdminOnly,
  sessionCountOf,
} from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import {
  createTenant,
  loginAs,
  nextTestIp,
  TEST_PASSWORD,
  type TestTenant,
  type TestUser,
} from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  clientAdmin = await addClientAdmin(t.database.db, tenant);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'harbour lights 42';
const linkFor = (guid: string, user: { email: string } | null) =>
  inject(accountApi.passwordLink, { params: { guid } }, { as: user });
const requestLink = async (user: TestUser) => {
  const response = await linkFor(user.guid, tenant.superAdmin);
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; expiresAt: string };
};
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const setPassword = (payload: object) => inject(accountApi.setPassword, { body: payload });
const login = (email: string, password: string) =>
  inject(authApi.signIn, { body: { email, password } }, { remoteAddress: nextTestIp() });

describe(routeKey(accountApi.passwordLink), () => {
  it('answers a one-time /set-password link valid for 7 days and stores only a hash of the token', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'link', { withPassword: false });
    const before = Date.now();
    const link = await requestLink(user);
    expect(link.url).toMatch(/^\/set-password\?token=[\w-]{40,}$/);
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const stored = await t.database.db
      .select()
      .from(passwordSetTokens)
      .where(eq(passwordSetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(tokenOf(link.url));
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("ends the user's sessions and makes older links invalid", async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'relink');
    const cookie = await loginAs(t.app, user);
    const old = await requestLink(user);
    expect(await sessionCountOf(t.database.db, user.id)).toBe(0);
    expect((await inject(authApi.user, {}, { cookie })).statusCode).toBe(401);
    const fresh = await requestLink(user);
    const stale = await setPassword({ token: tokenOf(old.url), password: NEW_PASSWORD });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/^body\.token: /);
    expect((await setPassword({ token: tokenOf(fresh.url), password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a link for the own account (it would end the session asking for it)', async () => {
    const response = await linkFor(tenant.superAdmin.guid, tenant.superAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('params.guid: use Change password for your own account');
  });

  it('answers 404 for an unknown user, 400 for a bad guid, 401 and 403', async () => {
    expect((await linkFor(randomUUID(), tenant.superAdmin)).statusCode).toBe(404);
    const bad = await linkFor('1', tenant.superAdmin);
    expect(bad.json().message).toMatch(/^params\.guid: /);
    await expectSuperAdminOnly((user) => linkFor(tenant.staff.guid, user), tenant, clientAdmin);
    expect(await sessionCountOf(t.database.db, tenant.staff.id)).toBeGreaterThan(0);
  });
});

describe(routeKey(accountApi.setPassword), () => {
  it('sets the password without a session; the user signs in with it; the link cannot be reused', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'invitee', { withPassword: false });
    const { url } = await requestLink(user);
    const response = await setPassword({ token: tokenOf(url), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: user.email });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await setPassword({ token: tokenOf(url), password: 'another password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/^body\.token: /);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown token', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'late', { withPassword: false });
    const { url } = await requestLink(user);
    await t.database.db
      .update(passwordSetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordSetTokens.userId, user.id));
    const expired = await setPassword({ token: tokenOf(url), password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/^body\.token: /);
    expect(expired.json().code).toBe('account.invalidLink');
    expect((await setPassword({ token: 'made-up', password: NEW_PASSWORD })).statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.hash).toBeNull();
  });

  it('refuses a disabled account and leaves the link unused', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'off', { withPassword: false });
    const { url } = await requestLink(user);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const response = await setPassword({ token: tokenOf(url), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.token: This account has been disabled/);
    expect(response.json().code).toBe('auth.disabled');
    const [token] = await t.database.db
      .select()
      .from(passwordSetTokens)
      .where(eq(passwordSetTokens.userId, user.id));
    expect(token!.usedAt).toBeNull();
  });

  it('answers 400 naming the field for bad input', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'short', { withPassword: false });
    const { url } = await requestLink(user);
    for (const [payload, message] of [
      [{ token: tokenOf(url), password: 'short' }, /^body\.password: must be at least 8 characters$/],
      [{ token: tokenOf(url), password: 'x'.repeat(129) }, /^body\.password: /],
      [{ password: NEW_PASSWORD }, /^body\.token: /],
      [{ token: tokenOf(url) }, /^body\.password: /],
    ] as const) {
      const response = await setPassword(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await setPassword({ token: tokenOf(url), password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

// Every account endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(accountApi, {
  setPassword: {
    success: 200,
    request: async (w) => ({
      body: { token: await w.fresh.passwordToken(), password: 'a new password 1' },
    }),
  },
  changePassword: {
    success: 200,
    request: () => ({
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    }),
  },
  passwordLink: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    }),
  },
});
