import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/connect.ts';
import { openTestDatabase, testConfig } from '#server/test/build-test-app.ts';
import { createTenant, loginAs } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let database: Database;
let app: FastifyInstance;
let cookie: string;
let inject: Inject;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db });
  // Failures a bug could cause: a database error carrying SQL text, and a thrown Error. (Outside
  // /api: a route there must come from the endpoint catalogue.)
  app.get('/test-only/sql-error', async () => {
    await database.db.execute(sql`select secret_column from no_such_table where password_hash = 'x'`);
  });
  app.get('/test-only/throw', async () => {
    throw new Error('select * from users where password_hash = $1 at /work/src/server/secret.ts:12');
  });
  await app.ready();
  inject = injectFor(app);
  const tenant = await createTenant(database.db);
  cookie = await loginAs(app, tenant.staff);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const LEAKS = /select|from |no_such_table|password_hash|secret|\.ts:|at .*\(|stack|node_modules|pg_|drizzle/i;

describe('error responses', () => {
  it('answer 500 with one generic message: no stack trace, SQL, table or file name', async () => {
    for (const url of ['/test-only/sql-error', '/test-only/throw']) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(500);
      expect(response.json(), url).toEqual({ code: 'server.error', message: 'Internal Server Error' });
      expect(response.body, url).not.toMatch(LEAKS);
    }
  });

  it('answer bad JSON, an unknown route and a bad parameter in our own words', async () => {
    const cases = [
      await inject(
        authApi.signIn,
        { body: '{"email": "a@b.c", "password": ' },
        { headers: { 'content-type': 'application/json' } },
      ),
      // Literal URLs: an unknown route, and a hostile path as it comes over the wire.
      await app.inject({ url: '/api/no-such-route' }),
      await app.inject({ url: "/api/locations/1'%20or%201=1--", headers: { cookie } }),
      await inject(
        locationsApi.get,
        { params: { guid: '00000000-0000-0000-0000-000000000000' } },
        { cookie },
      ),
    ];
    expect(cases.map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, 'body: is not valid JSON'],
      [404, 'Not found'],
      [400, expect.stringMatching(/^params\.guid: /)],
      [404, 'Location not found'],
    ]);
    for (const response of cases) expect(response.body).not.toMatch(LEAKS);
  });

  it('carry a stable code beside the message, and the field and zod issue of bad input', async () => {
    const badGuid = await inject(locationsApi.get, { params: { guid: 'not-a-guid' } }, { cookie });
    expect(badGuid.statusCode).toBe(400);
    expect(badGuid.json()).toMatchObject({
      code: 'validation.invalid',
      message: expect.stringMatching(/^params\.guid: /),
      params: { field: 'params.guid', issue: 'invalid_format' },
    });
    const wrong = await inject(authApi.signIn, {
      body: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(wrong.json()).toEqual({ code: 'auth.wrongPassword', message: 'Invalid email or password' });
    const badJson = await inject(
      authApi.signIn,
      { body: '{' },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(badJson.json()).toEqual({
      code: 'request.badJson',
      message: 'body: is not valid JSON',
      params: { field: 'body' },
    });
    // An unknown route: its URL is what is tested.
    expect((await app.inject({ url: '/api/no-such-route' })).json()).toEqual({
      code: 'request.notFound',
      message: 'Not found',
    });
  });
});
