/**
 * The signed-in hint cookie (core: signed-in-hint.ts, issue 30 item 20): set with a session,
 * readable by the page, cleared with the session and once a session has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutRoute } from '#core/api/plain-routes.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { SIGNED_IN_HINT_COOKIE } from '#core/auth/signed-in-hint.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, nextTestIp, TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
});
afterAll(() => t.close());

const hintOf = (response: {
  cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[];
}) => response.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);

describe('the signed-in hint cookie', () => {
  it('comes with the session at sign-in, readable by the page and holding nothing secret', async () => {
    const response = await inject(
      authApi.signIn,
      { body: { email: tenant.staff.email, password: TEST_PASSWORD } },
      { remoteAddress: nextTestIp() },
    );
    expect(response.statusCode).toBe(200);
    expect(hintOf(response)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hintOf(response)!.httpOnly).toBeFalsy();
  });

  it('goes with the session at sign-out', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const response = await inject(signOutRoute, {}, { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` });
    expect(hintOf(response)).toMatchObject({ value: '' });
    expect(hintOf(response)!.maxAge ?? 0).toBeLessThanOrEqual(0);
  });

  it('is cleared on a request whose session has ended, and set on one whose session has no hint yet', async () => {
    const ended = await inject(
      authApi.user,
      {},
      { cookie: `dockwatch.sid=abc.def; ${SIGNED_IN_HINT_COOKIE}=1` },
    );
    expect(ended.statusCode).toBe(401);
    expect(hintOf(ended)).toMatchObject({ value: '' });

    const cookie = await loginAs(t.app, tenant.staff);
    const live = await inject(authApi.user, {}, { cookie });
    expect(live.statusCode).toBe(200);
    expect(hintOf(live)).toMatchObject({ value: '1' });
    // With the hint already there, nothing is sent again.
    const both = await inject(authApi.user, {}, { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` });
    expect(hintOf(both)).toBeUndefined();
  });
});
