import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { addClientAdmin, expectSuperAdminOnly } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor, type TestInput } from '#server/test/inject.ts';
import type { Callable } from '#server/test/test-input.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  clientAdmin = await addClientAdmin(t.database.db, tenant);
});
afterAll(() => t.close());

const post = (payload: object, user: { email: string } | null = tenant.superAdmin) =>
  inject(backendApi.createMarina, { body: payload }, { as: user });
const put = (guid: string, payload: object) =>
  inject(backendApi.updateMarina, { params: { guid }, body: payload }, { as: tenant.superAdmin });
const list = () => inject(backendApi.listMarinas, {}, { as: tenant.superAdmin });
/** Signed out 401, staff and both admins 403 (the shared check), calling the endpoint as each. */
const superAdminOnly = <R extends Callable>(endpoint: R, input: TestInput<R>) =>
  expectSuperAdminOnly((user) => inject(endpoint, input, { as: user }), tenant, clientAdmin);

describe(routeKey(backendApi.listMarinas), () => {
  it('lists the marinas of every client with clientId (guid) and clientName', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const byGuid = new Map(response.json().map((m: { guid: string }) => [m.guid, m]));
    expect(byGuid.get(other.marinas[0]!.guid)).toMatchObject({
      name: 'North Marina',
      clientId: other.clientGuid,
      clientName: expect.stringMatching(/^Other /),
      location: 'North Bay',
      description: null,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/"id":/);
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(backendApi.listMarinas, {});
  });
});

describe(routeKey(backendApi.createMarina), () => {
  it("creates a marina of any client (201) that the client's users then see", async () => {
    const response = await post({ name: ' East Marina ', clientId: other.clientGuid, location: 'East Bay' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'East Marina',
      clientId: other.clientGuid,
      location: 'East Bay',
      description: null,
    });
    const seen = (await inject(marinasApi.list, {}, { as: other.superAdmin })).json();
    expect(seen.map((m: { guid: string }) => m.guid)).toContain(response.json().guid);
  });

  it('is idempotent on guid', async () => {
    const guid = randomUUID();
    const payload = { guid, name: 'Retry Marina', clientId: tenant.clientGuid };
    expect((await post(payload)).statusCode).toBe(201);
    expect((await post(payload)).statusCode).toBe(200);
    expect((await post({ ...payload, name: 'Changed' })).statusCode).toBe(409);
  });

  it('answers 400 naming the field', async () => {
    for (const [payload, message] of [
      [{ clientId: tenant.clientGuid }, /^body\.name: Marina name is required$/],
      [{ name: 'M' }, /^body\.clientId: Client is required$/],
      [{ name: 'M', clientId: 'x' }, /^body\.clientId: /],
      [{ name: 'M', clientId: randomUUID() }, /^body\.clientId: Client not found$/],
      [{ name: 'M', clientId: tenant.clientGuid, location: 'x'.repeat(201) }, /^body\.location: /],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(backendApi.createMarina, { body: { name: 'Sneaky', clientId: tenant.clientGuid } });
  });
});

describe(routeKey(backendApi.updateMarina), () => {
  it('replaces name, location and description', async () => {
    const marina = (await post({ name: 'West', clientId: tenant.clientGuid, location: 'West Bay' })).json();
    const response = await put(marina.guid, {
      name: 'West Harbour',
      clientId: tenant.clientGuid,
      description: 'd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'West Harbour', location: null, description: 'd' });
  });

  it('refuses to move a marina to another client, and answers 404 for an unknown one', async () => {
    const moved = await put(tenant.marinas[1]!.guid, { name: 'South Marina', clientId: other.clientGuid });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('body.clientId: a marina cannot move to another client');
    const unknown = await put(randomUUID(), { name: 'X', clientId: tenant.clientGuid });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await put(tenant.marinas[1]!.guid, { name: '', clientId: tenant.clientGuid })).json().message,
    ).toMatch(/^body\.name: /);
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(backendApi.updateMarina, {
      params: { guid: tenant.marinas[0]!.guid },
      body: { name: 'Hijacked', clientId: tenant.clientGuid },
    });
  });
});

describe('the marina time zone (issue 17, decision 0026)', () => {
  it('is UTC when a create names none, and kept as sent otherwise', async () => {
    const plain = await post({ name: 'Zone Default', clientId: tenant.clientGuid });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().timeZone).toBe('UTC');
    const annapolis = await post({
      name: 'Zone NY',
      clientId: tenant.clientGuid,
      timeZone: 'America/New_York',
    });
    expect(annapolis.statusCode).toBe(201);
    expect(annapolis.json().timeZone).toBe('America/New_York');
    const listed = (await list()).json();
    expect(listed.find((m: { guid: string }) => m.guid === annapolis.json().guid).timeZone).toBe(
      'America/New_York',
    );
  });

  it('is changed by an update that sends one and kept by an update that does not', async () => {
    const marina = (
      await post({ name: 'Zone Edit', clientId: tenant.clientGuid, timeZone: 'Europe/Madrid' })
    ).json();
    const kept = await put(marina.guid, { name: 'Zone Edit', clientId: tenant.clientGuid });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().timeZone).toBe('Europe/Madrid');
    const changed = await put(marina.guid, {
      name: 'Zone Edit',
      clientId: tenant.clientGuid,
      timeZone: 'Asia/Tokyo',
    });
    expect(changed.json().timeZone).toBe('Asia/Tokyo');
  });

  it('is part of the content an idempotent create compares', async () => {
    const payload = {
      guid: randomUUID(),
      name: 'Zone Retry',
      clientId: tenant.clientGuid,
      timeZone: 'Europe/Madrid',
    };
    expect((await post(payload)).statusCode).toBe(201);
    expect((await post(payload)).statusCode).toBe(200);
    expect((await post({ ...payload, timeZone: 'Europe/Paris' })).statusCode).toBe(409);
  });

  it('answers 400 naming timeZone for an unknown zone, an offset or a non-string, and writes nothing', async () => {
    for (const timeZone of ['Mars/Olympus', '+01:00', '', 5, null]) {
      const created = await post({
        name: `Zone Bad ${String(timeZone)}`,
        clientId: tenant.clientGuid,
        timeZone,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toMatch(/^body\.timeZone: /);
    }
    const updated = await put(tenant.marinas[1]!.guid, {
      name: 'South Marina',
      clientId: tenant.clientGuid,
      timeZone: 'Nowhere/Town',
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(
      'body.timeZone: must be a known IANA time zone, e.g. America/New_York',
    );
    const names = (await list()).json().map((m: { name: string }) => m.name);
    expect(names.filter((n: string) => n.startsWith('Zone Bad'))).toEqual([]);
  });

  it("shows in the user's marinas (GET /api/marinas and /api/auth/user)", async () => {
    const marina = (
      await post({ name: 'Zone Seen', clientId: other.clientGuid, timeZone: 'America/Chicago' })
    ).json();
    const mine = (await inject(marinasApi.list, {}, { as: other.superAdmin })).json();
    expect(mine.find((m: { guid: string }) => m.guid === marina.guid)).toEqual({
      guid: marina.guid,
      name: 'Zone Seen',
      location: null,
      timeZone: 'America/Chicago',
      // A new marina takes the default meter units (decision 0035).
      units: { power: 'kWh', water: 'gal', gas: 'ft3' },
      // Issue 33: what its guards' phones keep; checks off and no number until an admin sets them.
      safety: { checkIntervalMinutes: null, graceMinutes: 10, emergencyPhone: null },
    });
    const user = (await inject(authApi.user, {}, { as: other.superAdmin })).json();
    expect(user.marinas.find((m: { guid: string }) => m.guid === marina.guid).timeZone).toBe(
      'America/Chicago',
    );
  });
});
