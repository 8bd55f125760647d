import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#core/account/account.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { addTestUser, sessionCountOf } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, nextTestIp, TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new secret';
const change = (cookie: string | undefined, payload: object) =>
  inject(accountApi.changePassword, { body: payload }, { cookie, remoteAddress: nextTestIp() });
const me = (cookie: string) => inject(authApi.user, {}, { cookie });
const login = (email: string, password: string) =>
  inject(authApi.signIn, { body: { email, password } }, { remoteAddress: nextTestIp() });

describe(routeKey(accountApi.changePassword), () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'changer');
    const phone = await loginAs(t.app, user);
    const laptop = await loginAs(t.app, user);
    const response = await change(phone, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect(await sessionCountOf(t.database.db, user.id)).toBe(1);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 naming currentPassword and changes nothing', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'wrong');
    const cookie = await loginAs(t.app, user);
    const other = await loginAs(t.app, user);
    const response = await change(cookie, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body.currentPassword: is not your current password');
    expect(response.json().code).toBe('account.wrongCurrentPassword');
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    for (const [payload, message] of [
      [
        { currentPassword: TEST_PASSWORD, newPassword: 'short' },
        /^body\.newPassword: must be at least 8 characters$/,
      ],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(129) }, /^body\.newPassword: /],
      [{ newPassword: NEW_PASSWORD }, /^body\.currentPassword: /],
    ] as const) {
      const response = await change(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out', async () => {
    const response = await change(undefined, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect((await login(tenant.staff.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
