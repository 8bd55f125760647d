import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { activities, permissions, safetyAlertEvents, safetyAlerts } from '#server/db/schema/index.ts';
import { addClientAdmin, addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
/** Another guard of marina 0: not the one who raised the alert. */
let colleague: TestUser;
let clientAdmin: TestUser;
let gateGuid: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  inject = injectFor(t.app);
  colleague = await addTestUser(db, tenant.clientId, 'colleague');
  await db.insert(permissions).values({
    clientId: tenant.clientId,
    userId: colleague.id,
    permissionType: 'marina_access',
    marinaId: tenant.marinas[0]!.id,
  });
  clientAdmin = await addClientAdmin(db, tenant);
  // Staff checked in at the gate an hour ago: where they were last seen.
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const type = await createLocationType(db, tenant.clientId, 'Gate');
  const gate = await createLocation(db, scope, { name: 'Main Gate', typeId: type.id });
  gateGuid = gate.guid;
  await db.insert(activities).values({
    ...scope,
    locationId: gate.id,
    type: 'patrol_check',
    userId: tenant.staff.id,
    staffName: 'staff Tester',
    timestamp: new Date(Date.now() - 3_600_000),
  });
});
afterAll(() => t.close());

const sos = (overrides: Record<string, unknown> = {}) => ({
  guid: randomUUID(),
  marinaId: tenant.marinas[0]!.guid,
  kind: 'sos',
  gpsLatitude: '38.97840000',
  gpsLongitude: '-76.49220000',
  gpsAccuracy: '7.50',
  deviceTime: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});
const raise = (body: unknown, user?: { email: string }) =>
  inject(safetyApi.raiseAlert, { body: body as never }, { as: user });
const read = (guid: string, user?: { email: string }) =>
  inject(safetyApi.getAlert, { params: { guid } }, { as: user });
const acknowledge = (guid: string, user?: { email: string }) =>
  inject(safetyApi.acknowledgeAlert, { params: { guid } }, { as: user });
const resolve = (guid: string, note: unknown, user?: { email: string }) =>
  inject(safetyApi.resolveAlert, { params: { guid }, body: { note } as never }, { as: user });

const rowsOf = (guid: string) => t.database.db.select().from(safetyAlerts).where(eq(safetyAlerts.guid, guid));

describe(routeKey(safetyApi.raiseAlert), () => {
  it('keeps an SOS with its position, device time and the last check-in; the same guid again is the same alert', async () => {
    const body = sos();
    const made = await raise(body, tenant.staff);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      guid: body.guid,
      marinaId: tenant.marinas[0]!.guid,
      kind: 'sos',
      state: 'raised',
      raisedBy: { guid: tenant.staff.guid, name: 'staff Tester' },
      gpsLatitude: '38.97840000',
      gpsLongitude: '-76.49220000',
      gpsAccuracy: '7.50',
      deviceTime: body.deviceTime,
      lastCheckIn: { locationGuid: gateGuid, locationName: 'Main Gate' },
      acknowledgedBy: null,
      resolvedBy: null,
    });
    // The outbox sends it again (the answer was lost): the same alert, nothing doubled.
    const again = await raise(body, tenant.staff);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    const [row] = await rowsOf(body.guid);
    const events = await t.database.db
      .select()
      .from(safetyAlertEvents)
      .where(eq(safetyAlertEvents.alertId, row!.id));
    expect(events.map((e) => e.type)).toEqual(['raised']);
    // The guid from someone else is not theirs to use.
    expect((await raise(body, tenant.admin)).statusCode).toBe(409);
  });

  it('answers 400 naming the field for a bad request, and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'fire' }, 'body.kind'],
      [{ marinaId: 'north' }, 'body.marinaId'],
      [{ guid: 'x' }, 'body.guid'],
      [{ gpsLatitude: '91' }, 'body.gpsLatitude'],
      [{ gpsAccuracy: '-3' }, 'body.gpsAccuracy'],
      [{ deviceTime: new Date(Date.now() + 3_600_000).toISOString() }, 'body.deviceTime'],
    ];
    for (const [change, field] of cases) {
      const body = sos(change);
      const response = await raise(body, tenant.staff);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toContain(field);
      if (typeof body.guid === 'string' && body.guid.length === 36)
        expect(await rowsOf(body.guid)).toEqual([]);
    }
  });

  it('answers 401 signed out, 403 at a marina the user cannot work at, 404 for another client', async () => {
    expect((await raise(sos())).statusCode).toBe(401);
    expect((await raise(sos(), tenant.staffOther)).statusCode).toBe(403);
    expect((await raise(sos(), other.staff)).statusCode).toBe(404);
  });
});

describe(routeKey(safetyApi.acknowledgeAlert), () => {
  it('lets the first admin acknowledge; the same admin again sees it; a later one is told who', async () => {
    const body = sos();
    await raise(body, tenant.staff);
    const first = await acknowledge(body.guid, tenant.admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ state: 'acknowledged', acknowledgedBy: { name: 'admin Tester' } });
    expect((await acknowledge(body.guid, tenant.admin)).json()).toEqual(first.json());
    const late = await acknowledge(body.guid, clientAdmin);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Already acknowledged by admin Tester');
  });

  it('takes exactly one of several acknowledgements sent at once', async () => {
    const body = sos();
    await raise(body, tenant.staff);
    const answers = await Promise.all(
      [tenant.admin, clientAdmin, tenant.superAdmin].map((user) => acknowledge(body.guid, user)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await rowsOf(body.guid);
    const events = await t.database.db
      .select()
      .from(safetyAlertEvents)
      .where(eq(safetyAlertEvents.alertId, row!.id));
    expect(events.map((e) => e.type)).toEqual(['raised', 'acknowledged']);
  });

  it('refuses an admin their own alert (403), staff (403) and another client (404)', async () => {
    const own = sos();
    expect((await raise(own, tenant.admin)).statusCode).toBe(201);
    const refused = await acknowledge(own.guid, tenant.admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot acknowledge your own alert');
    expect((await acknowledge(own.guid, tenant.staff)).statusCode).toBe(403);
    expect((await acknowledge(own.guid, other.admin)).statusCode).toBe(404);
    expect((await acknowledge(own.guid)).statusCode).toBe(401);
    expect((await rowsOf(own.guid))[0]!.state).toBe('raised');
  });
});

describe(routeKey(safetyApi.resolveAlert), () => {
  it('closes an acknowledged alert with a note; its timeline holds each step in order', async () => {
    const body = sos();
    await raise(body, tenant.staff);
    const early = await resolve(body.guid, 'All fine', tenant.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Acknowledge the alert before resolving it');
    await acknowledge(body.guid, tenant.admin);
    for (const [note, message] of [
      ['  ', 'body.note: must not be empty'],
      ['x'.repeat(2001), 'body.note: must be at most 2000 characters'],
      ['ok\u0000', 'body.note'],
    ] as const) {
      const response = await resolve(body.guid, note, tenant.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const done = await resolve(body.guid, ' Slipped on the pontoon; fine. ', clientAdmin);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      state: 'resolved',
      resolvedBy: { name: 'client-admin Tester' },
      resolutionNote: 'Slipped on the pontoon; fine.',
    });
    expect((await resolve(body.guid, 'again', tenant.admin)).json().message).toBe(
      'This alert is already resolved',
    );

    const timeline = await read(body.guid, tenant.staff);
    expect(timeline.statusCode).toBe(200);
    expect(
      timeline.json().events.map((e: { type: string; by: { name: string } }) => [e.type, e.by.name]),
    ).toEqual([
      ['raised', 'staff Tester'],
      ['acknowledged', 'admin Tester'],
      ['resolved', 'client-admin Tester'],
    ]);
    expect(timeline.json().events[2].note).toBe('Slipped on the pontoon; fine.');
  });
});

describe(routeKey(safetyApi.getAlert), () => {
  it('shows the alert to the one who raised it and to the admins, not to a colleague or another client', async () => {
    const body = sos();
    await raise(body, tenant.staff);
    expect((await read(body.guid, tenant.staff)).statusCode).toBe(200);
    expect((await read(body.guid, tenant.admin)).statusCode).toBe(200);
    expect((await read(body.guid, colleague)).statusCode).toBe(403);
    expect((await read(body.guid, other.admin)).statusCode).toBe(404);
    expect((await read(randomUUID(), tenant.admin)).statusCode).toBe(404);
  });
});

describe(routeKey(safetyApi.listAlerts), () => {
  it("lists a marina's alerts newest first for its admins, by state, and a guard's own for them", async () => {
    const older = sos();
    const newer = sos();
    await raise(older, tenant.staff);
    await raise(newer, tenant.staff);
    await acknowledge(older.guid, tenant.admin);
    const query = { marinaId: tenant.marinas[0]!.guid };
    const all = await inject(safetyApi.listAlerts, { query }, { as: tenant.admin });
    expect(all.statusCode).toBe(200);
    const guids = all.json().map((a: { guid: string }) => a.guid);
    expect(guids.indexOf(newer.guid)).toBeLessThan(guids.indexOf(older.guid));
    const acknowledged = await inject(
      safetyApi.listAlerts,
      { query: { ...query, state: 'acknowledged' } },
      { as: tenant.admin },
    );
    expect(acknowledged.json().map((a: { guid: string }) => a.guid)).toContain(older.guid);
    expect(acknowledged.json().map((a: { guid: string }) => a.guid)).not.toContain(newer.guid);
    const csv = await inject(
      safetyApi.listAlerts,
      { query: { ...query, format: 'csv' } },
      { as: tenant.admin },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="safety-alerts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]!.startsWith('Raised at (UTC),Kind,State,Raised by')).toBe(true);
    expect(rows.slice(1).map((row) => row.split(',').at(-1))).toEqual(guids);
    expect(rows.find((row) => row.endsWith(older.guid))).toContain(',acknowledged,staff Tester,');
    const bad = await inject(
      safetyApi.listAlerts,
      { query: { ...query, state: 'open' } as never },
      { as: tenant.admin },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring.state');
    // A guard sees the alerts in their name only (their shift's report lists them).
    const theirs = sos();
    await raise(theirs, colleague);
    const own = await inject(safetyApi.listAlerts, { query }, { as: tenant.staff });
    expect(own.statusCode).toBe(200);
    const ownGuids = own.json().map((a: { guid: string }) => a.guid);
    expect(ownGuids).toEqual(expect.arrayContaining([newer.guid, older.guid]));
    expect(ownGuids).not.toContain(theirs.guid);
    expect(own.json().every((a: { raisedBy: { name: string } }) => a.raisedBy.name === 'staff Tester')).toBe(
      true,
    );
  });
});
