import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { locationTypes } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let cookie: string;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  // Location types are a client admin's to add (decision 0023).
  cookie = await loginAs(t.app, tenant.superAdmin);
});
afterAll(() => t.close());

const typeNames = async () =>
  (
    await t.database.db
      .select({ name: locationTypes.name })
      .from(locationTypes)
      .where(eq(locationTypes.clientId, tenant.clientId))
  ).map((r) => r.name);

const create = (headers: Record<string, string>, payload: string | object = { name: 'Pontoon' }) =>
  inject(
    locationTypesApi.create,
    { body: payload },
    { cookie, headers: { host: 'dockwatch.example', ...headers } },
  );

describe('cross-site request forgery', () => {
  it('refuses a signed-in write from another Origin or a cross-site fetch with 403, and changes nothing', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'https://dockwatch.example.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const response = await create(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({
        code: 'auth.forbidden',
        message: 'Cross-site requests are not allowed',
      });
    }
    for (const endpoint of [locationsApi.update, issuesApi.update, locationsApi.remove]) {
      const response = await inject(
        endpoint,
        { params: { guid: crypto.randomUUID() }, body: {} },
        { cookie, headers: { origin: 'https://evil.example' } },
      );
      expect(response.statusCode, routeKey(endpoint)).toBe(403);
    }
    expect(await typeNames()).toEqual([]);
  });

  it('refuses the body types a cross-site HTML form can send (form, multipart, text/plain) with 415', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'name=Pontoon'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPontoon\r\n--x--',
      ],
      ['text/plain', '{"name":"Pontoon"}'],
    ] as const) {
      const response = await create({ 'content-type': type }, body);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        code: 'request.unsupportedMedia',
        message: 'Content-Type must be application/json',
      });
    }
    expect(await typeNames()).toEqual([]);
  });

  it('refuses an Origin with the right host but another scheme or port', async () => {
    // Plain HTTP here: an https page of the same host is another origin, and so is another port.
    for (const origin of ['https://dockwatch.example', 'http://dockwatch.example:8080']) {
      const response = await create({ origin });
      expect(response.statusCode, origin).toBe(403);
    }
    // Behind a trusted proxy that terminated HTTPS, an http:// Origin is a downgraded page.
    const proxied = await buildTestApp({ trustProxy: 1 });
    try {
      const admin = await loginAs(proxied.app, (await createTenant(proxied.database.db)).superAdmin);
      const send = (origin: string) =>
        injectFor(proxied.app)(
          locationTypesApi.create,
          { body: { name: `Pier ${origin.length}` } },
          { cookie: admin, headers: { host: 'dockwatch.example', 'x-forwarded-proto': 'https', origin } },
        );
      expect((await send('http://dockwatch.example')).statusCode).toBe(403);
      expect((await send('https://dockwatch.example')).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
    expect(await typeNames()).toEqual([]);
  });

  it('accepts the same write from its own origin as JSON', async () => {
    const response = await create({ origin: 'http://dockwatch.example', 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(201);
    expect(await typeNames()).toEqual(['Pontoon']);
  });
});
