import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutRoute } from '#core/api/plain-routes.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { session } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from './session.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
});
afterAll(() => t.close());

const me = (cookie: string) => inject(authApi.user, {}, { cookie });
const sidOf = (cookie: string) => t.app.unsignCookie(decodeURIComponent(cookie.split('=')[1]!)).value!;
const rowOf = async (sid: string) =>
  (await t.database.db.select().from(session).where(eq(session.sid, sid)))[0];

describe('sessions', () => {
  it('stores a random 128-bit id server-side; the cookie carries only the signed id', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const sid = sidOf(cookie);
    expect(Buffer.from(sid, 'base64url')).toHaveLength(16);
    expect((await rowOf(sid))?.sess).toMatchObject({ userId: tenant.staff.id });
    expect(decodeURIComponent(cookie)).not.toContain(tenant.staff.email);
  });

  it('refuses a tampered, unsigned or made-up cookie with 401', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const value = decodeURIComponent(cookie.split('=')[1]!);
    const tampered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [tampered, sidOf(cookie), 'AAAAAAAAAAAAAAAAAAAAAA.x']) {
      expect((await me(`${SESSION_COOKIE}=${encodeURIComponent(forged)}`)).statusCode, forged).toBe(401);
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ends a session idle past its expiry', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    await t.database.db
      .update(session)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(eq(session.sid, sidOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however active it was, and deletes its row', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const sid = sidOf(cookie);
    const row = (await rowOf(sid))!;
    const signedInAt = new Date(Date.now() - ABSOLUTE_LIFETIME_MS - 60_000).toISOString();
    await t.database.db
      .update(session)
      .set({ sess: { ...(row.sess as object), createdAt: signedInAt } })
      .where(eq(session.sid, sid));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await rowOf(sid)).toBeUndefined();
  });

  it('clears the cookie at sign-out', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const response = await inject(signOutRoute, {}, { cookie });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect(await rowOf(sidOf(cookie))).toBeUndefined();
  });
});
