import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

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

const read = (guid: string, user?: { email: string }) =>
  inject(safetyApi.getSettings, { params: { guid } }, { as: user });
const write = (guid: string, body: unknown, user?: { email: string }) =>
  inject(safetyApi.setSettings, { params: { guid }, body: body as never }, { as: user });

const checksOn = {
  checkIntervalMinutes: 60,
  graceMinutes: 5,
  emergencyPhone: ' +1 (410) 555-0142 ',
  ladder: [
    { tier: 'marina_admins', ackMinutes: 3 },
    { tier: 'client_admins', ackMinutes: 5 },
  ],
};

describe(routeKey(safetyApi.getSettings), () => {
  it('answers a marina that never chose with checks off, 10 minutes of grace and both tiers at 2 minutes', async () => {
    const response = await read(tenant.marinas[0]!.guid, tenant.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      checkIntervalMinutes: null,
      graceMinutes: 10,
      emergencyPhone: null,
      ladder: [
        { tier: 'marina_admins', ackMinutes: 2 },
        { tier: 'client_admins', ackMinutes: 2 },
      ],
    });
    expect(response.json()).toEqual(DEFAULT_SAFETY);
  });

  it('answers 401 signed out, 403 to staff and to an admin of another marina, 404 for another client', async () => {
    expect((await read(tenant.marinas[0]!.guid)).statusCode).toBe(401);
    const staff = await read(tenant.marinas[0]!.guid, tenant.staff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You must be an admin of this marina');
    expect((await read(tenant.marinas[1]!.guid, tenant.admin)).statusCode).toBe(403);
    expect((await read(other.marinas[0]!.guid, tenant.superAdmin)).statusCode).toBe(404);
  });
});

describe(routeKey(safetyApi.setSettings), () => {
  it("lets the marina's admin turn checks on, set the number and the ladder; the read shows them, trimmed", async () => {
    const response = await write(tenant.marinas[0]!.guid, checksOn, tenant.admin);
    expect(response.statusCode).toBe(200);
    const stored = { ...checksOn, emergencyPhone: '+1 (410) 555-0142' };
    expect(response.json()).toEqual(stored);
    expect((await read(tenant.marinas[0]!.guid, tenant.admin)).json()).toEqual(stored);
    // Its guards' phones keep the schedule and the number with their marinas (not the ladder).
    const staffMarinas = (await inject(marinasApi.list, {}, { as: tenant.staff })).json();
    expect(staffMarinas.find((m: { guid: string }) => m.guid === tenant.marinas[0]!.guid).safety).toEqual({
      checkIntervalMinutes: 60,
      graceMinutes: 5,
      emergencyPhone: '+1 (410) 555-0142',
    });
    // The other marina keeps its own; a client-wide admin (super_admin here) reads both.
    expect((await read(tenant.marinas[1]!.guid, tenant.superAdmin)).json()).toEqual(DEFAULT_SAFETY);

    // Off again, one tier, no number (blank is none).
    const off = {
      checkIntervalMinutes: null,
      graceMinutes: 10,
      emergencyPhone: '  ',
      ladder: [{ tier: 'client_admins', ackMinutes: 1 }],
    };
    expect((await write(tenant.marinas[0]!.guid, off, tenant.admin)).json()).toEqual({
      ...off,
      emergencyPhone: null,
    });
    await write(tenant.marinas[0]!.guid, DEFAULT_SAFETY, tenant.admin);
  });

  it('answers 400 naming the field for each bad value, and changes nothing', async () => {
    const guid = tenant.marinas[0]!.guid;
    const cases: [unknown, string, string][] = [
      [
        { ...checksOn, checkIntervalMinutes: 14 },
        'body.checkIntervalMinutes',
        'must be between 15 and 720 minutes',
      ],
      [
        { ...checksOn, checkIntervalMinutes: 721 },
        'body.checkIntervalMinutes',
        'must be between 15 and 720 minutes',
      ],
      [
        { ...checksOn, checkIntervalMinutes: 30.5 },
        'body.checkIntervalMinutes',
        'must be a whole number of minutes',
      ],
      [
        { ...checksOn, checkIntervalMinutes: '60' },
        'body.checkIntervalMinutes',
        'must be a whole number of minutes',
      ],
      [{ ...checksOn, graceMinutes: 0 }, 'body.graceMinutes', 'must be between 1 and 60 minutes'],
      [{ ...checksOn, graceMinutes: undefined }, 'body.graceMinutes', 'must be a whole number of minutes'],
      [{ ...checksOn, emergencyPhone: 'call Dana' }, 'body.emergencyPhone', 'must be a phone number'],
      [{ ...checksOn, emergencyPhone: '12' }, 'body.emergencyPhone', 'must hold 3 to 15 digits'],
      [{ ...checksOn, emergencyPhone: '1'.repeat(16) }, 'body.emergencyPhone', 'must hold 3 to 15 digits'],
      [
        { ...checksOn, emergencyPhone: '1'.repeat(33) },
        'body.emergencyPhone',
        'must be at most 32 characters',
      ],
      [{ ...checksOn, emergencyPhone: '+1 410\n555 0142' }, 'body.emergencyPhone', 'must be a phone number'],
      [{ ...checksOn, ladder: [] }, 'body.ladder', 'must hold at least one tier'],
      [
        { ...checksOn, ladder: [checksOn.ladder[0], checksOn.ladder[0]] },
        'body.ladder',
        'must not repeat a tier',
      ],
      [
        { ...checksOn, ladder: [...checksOn.ladder, checksOn.ladder[0]] },
        'body.ladder',
        'must hold at most 2 tiers',
      ],
      [
        { ...checksOn, ladder: [{ tier: 'everyone', ackMinutes: 2 }] },
        'body.ladder.0.tier',
        'must be marina_admins or client_admins',
      ],
      [
        { ...checksOn, ladder: [{ tier: 'marina_admins', ackMinutes: 61 }] },
        'body.ladder.0.ackMinutes',
        'must be between 1 and 60 minutes',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await write(guid, body, tenant.admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(`${field}: ${message}`);
    }
    expect((await read(guid, tenant.admin)).json()).toEqual(DEFAULT_SAFETY);
  });

  it('answers 401 signed out, 403 to staff and to an admin of another marina, 404 for another client', async () => {
    const guid = tenant.marinas[0]!.guid;
    expect((await write(guid, checksOn)).statusCode).toBe(401);
    expect((await write(guid, checksOn, tenant.staff)).statusCode).toBe(403);
    expect((await write(tenant.marinas[1]!.guid, checksOn, tenant.admin)).statusCode).toBe(403);
    expect((await write(other.marinas[0]!.guid, checksOn, tenant.admin)).statusCode).toBe(404);
    expect((await write(other.marinas[0]!.guid, checksOn, tenant.superAdmin)).statusCode).toBe(404);
    expect((await read(guid, tenant.admin)).json()).toEqual(DEFAULT_SAFETY);
    expect((await read(other.marinas[0]!.guid, other.admin)).json()).toEqual(DEFAULT_SAFETY);
  });
});

// Every safety endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(safetyApi, {
  getSettings: { success: 200, request: (w) => ({ params: { guid: w.m0.guid } }) },
  setSettings: { success: 200, request: (w) => ({ params: { guid: w.m0.guid }, body: DEFAULT_SAFETY }) },
  raiseAlert: {
    success: 201,
    request: (w) => ({
      body: {
        guid: w.fresh.guid(),
        marinaId: w.m0.guid,
        kind: 'sos',
        gpsLatitude: '38.9784',
        gpsLongitude: '-76.4922',
      },
    }),
  },
  listAlerts: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  // Raised by staff: staff reads their own, the marina's admins any.
  getAlert: { success: 200, request: async (w) => ({ params: { guid: (await w.fresh.alert()).guid } }) },
  acknowledgeAlert: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.alert()).guid },
    }),
  },
  resolveAlert: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.alert({ acknowledged: true })).guid },
      body: { note: 'Slipped on the pontoon; fine, went home.' },
    }),
  },
  answerCheck: {
    success: 201,
    request: (w) => ({ body: { guid: w.fresh.guid(), marinaId: w.m0.guid } }),
  },
});
