import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#core/account/account.api.ts';
import { companySignInCallbackRoute, healthRoute } from '#core/api/plain-routes.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { buildApp } from '#server/app.ts';
import { createLogger, redactText, redactValue } from '#server/logging.ts';
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { injectFor } from '#server/test/inject.ts';

/**
 * The real logger (pino, level debug) writing into a captured destination while requests carry
 * every kind of secret: none of them may appear in any line, and every request's lines carry the
 * request id that its response's x-request-id header names (ADR 0036).
 */
const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
let t: TestApp;
let tenant: TestTenant;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  t = await buildTestApp();
  // buildTestApp's app is silent; this file's app is the same build with a real logger.
  await t.app.close();
  t.app = await buildApp({
    config: testConfig(),
    db: t.database.db,
    logger: createLogger({ level: 'debug', destination: capture }),
  });
  await t.app.ready();
  tenant = await createTenant(t.database.db);
});
afterAll(() => t.close());

const secrets: string[] = [];
const responses: LightMyRequestResponse[] = [];
function remember(response: LightMyRequestResponse): LightMyRequestResponse {
  responses.push(response);
  return response;
}

/** The cookie's value and the session id inside it (before the signature). */
const cookieSecrets = (cookie: string) => {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return [value, value.split('.')[0]!];
};

/** The OpenID Connect callback (a plain route the catalogue does not register). */

const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('log redaction and request ids', () => {
  it('keeps cookies, authorization, passwords and tokens out of the log', async () => {
    const app: FastifyInstance = t.app;
    const inject = injectFor(app);
    const cookie = await loginAs(app, tenant.staff);
    secrets.push(...cookieSecrets(cookie), TEST_PASSWORD);

    // Cookie and Authorization headers, with a caller's request id.
    const me = remember(
      await inject(
        authApi.user,
        {},
        {
          cookie,
          headers: { authorization: 'Bearer auth-header-secret-0001', 'x-request-id': 'lb-7f3a.01_x' },
        },
      ),
    );
    secrets.push('auth-header-secret-0001');
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-request-id']).toBe('lb-7f3a.01_x');

    // A sign-in (its answer sets a cookie) and a refused one (4xx).
    const login = remember(
      await inject(
        authApi.signIn,
        { body: { email: tenant.admin.email, password: TEST_PASSWORD } },
        { remoteAddress: '127.9.9.1' },
      ),
    );
    expect(login.statusCode).toBe(200);
    secrets.push(...cookieSecrets(`x=${login.cookies[0]!.value}`));
    const refused = remember(
      await inject(
        authApi.signIn,
        { body: { email: tenant.admin.email, password: 'wrong-password-secret-0002' } },
        { remoteAddress: '127.9.9.2' },
      ),
    );
    expect(refused.statusCode).toBe(401);
    secrets.push('wrong-password-secret-0002');

    // Changing a password: current and new in the body.
    const change = remember(
      await inject(
        accountApi.changePassword,
        {
          body: { currentPassword: 'current-password-secret-0003', newPassword: 'new-password-secret-0004' },
        },
        { cookie },
      ),
    );
    expect(change.statusCode).toBeGreaterThanOrEqual(400);
    expect(change.statusCode).toBeLessThan(500);
    secrets.push('current-password-secret-0003', 'new-password-secret-0004');

    // An upload through the signed URL, and one with a forged token (4xx).
    const slot = remember(
      await inject(uploadsApi.slot, { body: { marinaId: tenant.marinas[0]!.guid } }, { cookie }),
    );
    const { uploadURL } = slot.json() as { uploadURL: string };
    const token = new URL(uploadURL, 'http://x').searchParams.get('token')!;
    secrets.push(token);
    const put = remember(
      await app.inject({
        method: 'PUT',
        url: uploadURL,
        payload: tinyJpeg(),
        headers: { 'content-type': 'image/jpeg' },
      }),
    );
    expect(put.statusCode).toBe(201);
    const forged = remember(
      await app.inject({
        method: 'PUT',
        url: `${uploadURL.split('?')[0]}?token=forged-upload-token-0005`,
        payload: tinyJpeg(),
        headers: { 'content-type': 'image/jpeg' },
      }),
    );
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    secrets.push('forged-upload-token-0005');

    // A set-password link opened, and the link's token sent with a new password.
    remember(await app.inject({ method: 'GET', url: '/set-password?token=set-password-token-0006' }));
    const setPassword = remember(
      await inject(accountApi.setPassword, {
        body: { token: 'set-password-token-0007', password: 'set-password-secret-0008' },
      }),
    );
    expect(setPassword.statusCode).toBeGreaterThanOrEqual(400);
    secrets.push('set-password-token-0006', 'set-password-token-0007', 'set-password-secret-0008');

    // The same secrets under keys spelled otherwise: the server decodes the key, the log must too.
    // Literal URLs: the raw spelling of the query string is what is tested.
    for (const url of [
      `${uploadURL.split('?')[0]}?tok%65n=spelled-token-secret-0014`,
      `${uploadURL.split('?')[0]}?token[]=spelled-token-secret-0015`,
      '/api/callback?c%6fde=spelled-code-secret-0016&STATE=spelled-state-secret-0017',
    ])
      remember(await app.inject({ method: 'GET', url }));
    secrets.push(
      'spelled-token-secret-0014',
      'spelled-token-secret-0015',
      'spelled-code-secret-0016',
      'spelled-state-secret-0017',
    );

    // An OpenID Connect callback with its code and state.
    remember(
      await inject(companySignInCallbackRoute, {
        query: { state: 'oidc-state-secret-0009', code: 'oidc-code-secret-0010', iss: 'x' },
      }),
    );
    secrets.push('oidc-state-secret-0009', 'oidc-code-secret-0010');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('[redacted]');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('logs a 5xx with its request id and without the secrets of the request', async () => {
    // A second app whose database has gone: every read fails with a server error.
    const database = await openTestDatabase({ own: true });
    const broken = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: createLogger({ level: 'debug', destination: capture }),
    });
    await broken.ready();
    await database.close();
    const cookie = await loginAs(t.app, tenant.admin);
    secrets.push(...cookieSecrets(cookie));
    const injectBroken = injectFor(broken);
    const failed = remember(
      await injectBroken(
        accountApi.setPassword,
        {
          query: { token: 'query-token-secret-0011' },
          body: { token: 'set-password-token-0012', password: 'set-password-secret-0013' },
        },
        { cookie },
      ),
    );
    const me = remember(await injectBroken(authApi.user, {}, { cookie }));
    await broken.close();
    secrets.push('query-token-secret-0011', 'set-password-token-0012', 'set-password-secret-0013');
    expect(me.statusCode).toBe(500);
    expect([failed.statusCode, me.statusCode]).toContain(500);
    const errors = parsed().filter((l) => l.msg === 'request failed');
    expect(errors.length).toBeGreaterThan(0);
    // The failed query's message is logged, its bound values (the session id) are not.
    expect(JSON.stringify(errors)).toContain('params: [redacted]');
    const log = lines.join('');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('puts the request id on every line of each request and in its x-request-id header', () => {
    const entries = parsed();
    expect(responses.length).toBeGreaterThan(10);
    for (const response of responses) {
      const id = response.headers['x-request-id'];
      expect(typeof id).toBe('string');
      const own = entries.filter((e) => e.reqId === id);
      expect(own.map((e) => e.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
    }
    // Every line about a request names one.
    for (const entry of entries.filter((e) => e.req || e.res))
      expect(entry.reqId).toEqual(expect.any(String));
    // Generated ids are UUIDs; an unsafe incoming id is replaced by one.
    const generated = responses.filter((r) => r.headers['x-request-id'] !== 'lb-7f3a.01_x');
    for (const r of generated) expect(r.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces an incoming request id that is long or carries other characters', async () => {
    for (const unsafe of ['a'.repeat(65), 'id with spaces', 'x"}{', '../etc']) {
      const response = await injectFor(t.app)(healthRoute, {}, { headers: { 'x-request-id': unsafe } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('redaction helpers', () => {
  // The helpers redact text: the URLs here are strings to censor, not requests.
  it('censors secret query values and secret keys at any depth', () => {
    expect(redactText('/img/abc?token=t0k&x=1')).toBe('/img/abc?token=[redacted]&x=1');
    expect(redactText('/api/callback?code=c0de&state=st4te')).toBe(
      '/api/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactValue({ a: { b: [{ newPassword: 'n', currentPassword: 'c', keep: 'k' }] } })).toEqual({
      a: { b: [{ newPassword: '[redacted]', currentPassword: '[redacted]', keep: 'k' }] },
    });
    expect(redactValue({ headers: { Cookie: 'sid=1', Authorization: 'Basic x' } })).toEqual({
      headers: { Cookie: '[redacted]', Authorization: '[redacted]' },
    });
  });

  it('censors a secret query value whatever the spelling of its key: percent-encoded, any case, with brackets', () => {
    const spelled = [
      '/img/abc?tok%65n=s3cret-1&x=1',
      '/img/abc?token[]=s3cret-2',
      '/img/abc?token%5B%5D=s3cret-3',
      '/img/abc?x=1&TOKEN=s3cret-4',
      '/api/callback?c%6fde=s3cret-5&St%41te=s3cret-6',
      '/img/abc?%74%6F%6B%65%6E[0]=s3cret-7',
      '/set-password?to%2563en=kept&Access_Token=s3cret-8',
      '/x?next=/a?Token=s3cret-9;b',
    ].join(' ');
    const redacted = redactText(spelled);
    for (let n = 1; n <= 9; n++) expect(redacted).not.toContain(`s3cret-${n}`);
    expect(redacted).toContain('/img/abc?tok%65n=[redacted]&x=1');
    expect(redacted).toContain('?token[]=[redacted]');
    expect(redacted).toContain('/api/callback?c%6fde=[redacted]&St%41te=[redacted]');
    // A key that only looks like one stays: the value of 'tokens' or 'encode' is not a secret.
    expect(redactText('/x?tokens=1&encode=2&mystate=3')).toBe('/x?tokens=1&encode=2&mystate=3');
    expect(redactValue({ 'Tok%65n': 'v', 'password[]': 'p', keep: 'k' })).toEqual({
      'Tok%65n': '[redacted]',
      'password[]': '[redacted]',
      keep: 'k',
    });
  });
});
