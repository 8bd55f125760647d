import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { scheduledSlots } from '#core/tours/schedule.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { locations, marinas, tourRuns, tours } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import {
  addActivity,
  createLocation,
  createLocationType,
  type TestRow,
} from '#server/test/location-factories.ts';
import { createRunRow, createTourRow } from '#server/test/tour-factories.ts';
import type { RunAlert } from './run-alerts.ts';
import { checkRunStarts, judgeEndedRuns, planAhead, planRuns } from './runs.planning.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
let gate: TestRow;
let pier: TestRow;
let fuel: TestRow;
let postType: TestRow;
const db = () => t.database.db;
const m0 = () => ({ clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(db(), 'Runs');
  postType = await createLocationType(db(), tenant.clientId, 'Post');
  const typeId = postType.id;
  gate = await createLocation(db(), m0(), { name: 'Gate', typeId });
  pier = await createLocation(db(), m0(), { name: 'Pier', typeId });
  fuel = await createLocation(db(), m0(), { name: 'Fuel dock', typeId });
});
afterAll(() => t.close());

/** A tour of marina 0 over gate, pier and fuel dock (30 minutes to walk; runs get 10 of grace). */
const newTour = async (extra: { ordered?: boolean; schedule?: object } = {}) => {
  const tour = await createTourRow(db(), m0(), {
    name: `Round ${randomUUID().slice(0, 6)}`,
    locationIds: [gate.id, pier.id, fuel.id],
    ...(extra.schedule ? { schedule: extra.schedule } : {}),
  });
  if (extra.ordered) await db().update(tours).set({ ordered: true }).where(eq(tours.id, tour.id));
  return tour;
};
const checkIn = (location: TestRow, at: Date) => addActivity(db(), m0(), location.id, 'patrol_check', at);
const getRun = (guid: string) => inject(tourRunsApi.get, { params: { guid } }, { as: tenant.staff });
const runsOf = (tourId: number) =>
  db().select().from(tourRuns).where(eq(tourRuns.tourId, tourId)).orderBy(tourRuns.scheduledAt);
// The sweeps (judging, start checks) claim this client's runs only: other files' runs in a shared
// PostgreSQL database are theirs to judge, with their own hooks.
const recorder = () => {
  const calls: RunAlert[] = [];
  return { calls, hook: async (_db: unknown, alert: RunAlert) => void calls.push(alert) };
};
const timesOf = (calls: RunAlert[], guids: string[]) =>
  guids.map((guid) => calls.filter((c) => c.run.guid === guid).length);

describe('planning', () => {
  it('makes one run per slot, and two planners at once repeat nothing', async () => {
    const tour = await newTour({ schedule: { every: { minutes: 30, from: '00:00', to: '00:00' } } });
    const now = new Date('2030-01-07T00:00:00Z');
    const range = { tourId: tour.id, now, from: now, to: new Date(now.getTime() + 24 * HOUR) };
    const [a, b] = await Promise.all([planRuns(db(), range), planRuns(db(), range)]);
    expect(a.planned + b.planned).toBe(48);
    expect((await planRuns(db(), range)).planned).toBe(0);
    const rows = await runsOf(tour.id);
    expect(rows).toHaveLength(48);
    expect(rows[0]).toMatchObject({
      status: 'scheduled',
      scheduledAt: now,
      windowStart: now,
      startDueAt: minutesAfter(now, 0),
      windowEnd: minutesAfter(now, 30),
    });
  });

  it("plans in the marina's zone across the spring change (America/New_York, 2027-03-14)", async () => {
    const marina = tenant.marinas[1]!;
    await db().update(marinas).set({ timeZone: 'America/New_York' }).where(eq(marinas.id, marina.id));
    const schedule = { times: ['02:30'], every: { minutes: 60, from: '22:00', to: '06:00' } };
    const tour = await createTourRow(
      db(),
      { clientId: tenant.clientId, marinaId: marina.id },
      {
        name: 'Night',
        locationIds: [
          (
            await createLocation(
              db(),
              { clientId: tenant.clientId, marinaId: marina.id },
              { name: 'Slip', typeId: (await createLocationType(db(), tenant.clientId, 'Slip')).id },
            )
          ).id,
        ],
        schedule,
      },
    );
    const from = new Date('2027-03-13T12:00:00Z');
    const to = new Date('2027-03-15T12:00:00Z');
    await planRuns(db(), { tourId: tour.id, now: from, from, to });
    const expected = scheduledSlots(schedule, { timeZone: 'America/New_York', from, to }).map((s) => s.at);
    expect(expected.length).toBeGreaterThan(0);
    expect((await runsOf(tour.id)).map((r) => r.scheduledAt)).toEqual(expected);
  });

  it('plans nothing before now, and a paused tour loses its runs not begun yet', async () => {
    const tour = await newTour({ schedule: { every: { minutes: 60, from: '00:00', to: '00:00' } } });
    const now = new Date('2030-02-01T12:30:00Z');
    const range = {
      tourId: tour.id,
      now,
      from: new Date('2030-02-01T00:00:00Z'),
      to: new Date('2030-02-02T00:00:00Z'),
    };
    await planRuns(db(), range);
    // 13:00 … 23:00: the morning is past.
    expect(await runsOf(tour.id)).toHaveLength(11);
    await db().update(tours).set({ active: false }).where(eq(tours.id, tour.id));
    await planRuns(db(), range);
    expect(await runsOf(tour.id)).toHaveLength(0);
  });
});

describe('check-ins counted by recorded time', () => {
  it('marks a checkpoint scanned in the window (also one synced late), late after it, missed without', async () => {
    const tour = await newTour();
    const start = new Date(Date.now() - 3 * HOUR);
    const run = await createRunRow(db(), m0(), tour.id, start);
    // The gate's check-in comes from the offline queue now: recorded in the window, received after it.
    const synced = await inject(
      activitiesApi.create,
      {
        body: {
          guid: randomUUID(),
          locationId: gate.guid,
          type: 'patrol_check',
          gpsLatitude: '38.9784',
          gpsLongitude: '-76.4922',
          timestamp: minutesAfter(start, 5).toISOString(),
        },
      },
      { as: tenant.staff },
    );
    expect(synced.statusCode).toBe(201);
    await checkIn(pier, minutesAfter(start, 55)); // 15 minutes after the window: late
    await checkIn(fuel, minutesAfter(start, -5)); // before the window: does not count
    const response = await getRun(run.guid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      guid: run.guid,
      tourGuid: tour.guid,
      marinaId: tenant.marinas[0]!.guid,
      scheduledAt: start.toISOString(),
      windowStart: start.toISOString(),
      windowEnd: minutesAfter(start, 40).toISOString(),
      status: 'incomplete',
      startedBy: null,
      finishedAt: null,
      progress: { scanned: 1, total: 3 },
      minutesBetweenScans: null,
      checkpoints: [
        {
          position: 0,
          locationGuid: gate.guid,
          name: 'Gate',
          scannedAt: minutesAfter(start, 5).toISOString(),
          scannedBy: expect.any(String),
          late: false,
          missed: false,
          outOfOrder: false,
        },
        {
          position: 1,
          name: 'Pier',
          scannedAt: minutesAfter(start, 55).toISOString(),
          late: true,
          missed: false,
        },
        { position: 2, name: 'Fuel dock', scannedAt: null, late: false, missed: true },
      ],
    });
  });

  it('marks a checkpoint of an ordered tour scanned before an earlier one as out of order', async () => {
    const tour = await newTour({ ordered: true });
    const start = new Date(Date.now() - 5 * HOUR);
    const run = await createRunRow(db(), m0(), tour.id, start);
    await checkIn(pier, minutesAfter(start, 2));
    await checkIn(gate, minutesAfter(start, 5));
    await checkIn(fuel, minutesAfter(start, 8));
    const body = (await getRun(run.guid)).json();
    expect(body.checkpoints.map((c: { outOfOrder: boolean }) => c.outOfOrder)).toEqual([false, true, false]);
    expect(body.status).toBe('completed');
    expect(body.minutesBetweenScans).toEqual({ shortest: 3, average: 3, longest: 3 });
  });
});

describe('judging', () => {
  it('judges completed, incomplete and missed; two instances at once judge each run once; a later pass none again', async () => {
    const tour = await newTour();
    const base = Date.now() - 10 * HOUR;
    const [completed, incomplete, missed] = await Promise.all(
      [0, 1, 2].map((i) => createRunRow(db(), m0(), tour.id, new Date(base + i * HOUR))),
    );
    const open = await createRunRow(db(), m0(), tour.id, new Date(Date.now() - MINUTE));
    for (const location of [gate, pier, fuel]) await checkIn(location, new Date(base + 10 * MINUTE));
    await checkIn(gate, new Date(base + HOUR + 10 * MINUTE));
    const mine = [completed!.guid, incomplete!.guid, missed!.guid, open.guid];
    const { calls, hook } = recorder();
    const now = new Date();
    await Promise.all([
      judgeEndedRuns(db(), { clientId: tenant.clientId, now, onJudged: hook }),
      judgeEndedRuns(db(), { clientId: tenant.clientId, now, onJudged: hook }),
    ]);
    expect(timesOf(calls, mine)).toEqual([1, 1, 1, 0]);
    expect(calls.find((c) => c.run.guid === missed!.guid)!.run.checkpoints.every((c) => c.missed)).toBe(true);
    const rows = await db()
      .select()
      .from(tourRuns)
      .where(inArray(tourRuns.guid, mine))
      .orderBy(tourRuns.windowStart);
    expect(rows.map((r) => r.status)).toEqual(['completed', 'incomplete', 'missed', 'scheduled']);
    expect(rows.map((r) => r.judgedAt === null)).toEqual([false, false, false, true]);

    // A restart: a run that ended while no instance was running is judged by the next pass, once.
    const whileDown = await createRunRow(db(), m0(), tour.id, new Date(Date.now() - 2 * HOUR));
    const after = recorder();
    await judgeEndedRuns(db(), { clientId: tenant.clientId, now: new Date(), onJudged: after.hook });
    await judgeEndedRuns(db(), { clientId: tenant.clientId, now: new Date(), onJudged: after.hook });
    expect(timesOf(after.calls, [...mine, whileDown.guid])).toEqual([0, 0, 0, 0, 1]);
  });

  it('keeps a judged run as it was walked when the tour and its locations change; an open run follows the tour', async () => {
    const typeId = postType.id;
    const shed = await createLocation(db(), m0(), { name: 'Shed', typeId });
    const ramp = await createLocation(db(), m0(), { name: 'Ramp', typeId });
    const tour = await createTourRow(db(), m0(), {
      name: `Edited ${randomUUID().slice(0, 6)}`,
      locationIds: [shed.id, ramp.id],
    });
    const past = await createRunRow(db(), m0(), tour.id, new Date(Date.now() - 3 * HOUR));
    const open = await createRunRow(db(), m0(), tour.id, new Date(Date.now() - MINUTE));
    await checkIn(shed, new Date(Date.now() - 3 * HOUR + 5 * MINUTE));
    await judgeEndedRuns(db(), { clientId: tenant.clientId, now: new Date(), onJudged: recorder().hook });

    // The tour now walks the gate instead of the ramp; the shed is renamed.
    const edit = await inject(
      toursApi.update,
      {
        params: { guid: tour.guid },
        body: {
          marinaId: tenant.marinas[0]!.guid,
          name: 'Edited',
          checkpointIds: [shed.guid, gate.guid],
          durationMinutes: 30,
          graceMinutes: 10,
          schedule: { times: ['03:00'] },
        },
      },
      { as: tenant.admin },
    );
    expect(edit.statusCode).toBe(200);
    await db().update(locations).set({ name: 'Old shed' }).where(eq(locations.id, shed.id));

    const judged = (await getRun(past.guid)).json();
    expect(judged.checkpoints.map((c: { name: string }) => c.name)).toEqual(['Shed', 'Ramp']);
    expect(judged).toMatchObject({ status: 'incomplete', progress: { scanned: 1, total: 2 } });
    const current = (await getRun(open.guid)).json();
    expect(current.checkpoints.map((c: { name: string }) => c.name)).toEqual(['Old shed', 'Gate']);
  });

  it('notes a start overdue once when grace ends with no check-in; a started run is not overdue', async () => {
    const start = new Date(Date.now() - 15 * MINUTE); // grace ended 5 minutes ago, window open
    // The idle run's tour is over a checkpoint nobody scans (a scan counts toward every run whose
    // window holds it, whatever the run).
    const boathouse = await createLocation(db(), m0(), { name: 'Boathouse', typeId: postType.id });
    const quiet = await createTourRow(db(), m0(), { name: 'Quiet', locationIds: [boathouse.id] });
    const idle = await createRunRow(db(), m0(), quiet.id, start);
    const begun = await createRunRow(db(), m0(), (await newTour()).id, minutesAfter(start, 1));
    await checkIn(pier, minutesAfter(start, 3));
    const { calls, hook } = recorder();
    const now = new Date();
    await Promise.all([
      checkRunStarts(db(), { clientId: tenant.clientId, now, onOverdue: hook }),
      checkRunStarts(db(), { clientId: tenant.clientId, now, onOverdue: hook }),
    ]);
    await checkRunStarts(db(), { clientId: tenant.clientId, now: new Date(), onOverdue: hook });
    expect(timesOf(calls, [idle.guid, begun.guid])).toEqual([1, 0]);
    const rows = await db()
      .select({ guid: tourRuns.guid, overdue: tourRuns.startOverdue, checked: tourRuns.startCheckedAt })
      .from(tourRuns)
      .where(inArray(tourRuns.guid, [idle.guid, begun.guid]))
      .orderBy(tourRuns.windowStart);
    expect(rows.map((r) => [r.overdue, r.checked !== null])).toEqual([
      [true, true],
      [false, true],
    ]);
  });
});

describe('start now and finish', () => {
  it('starts a run now (201, a retry 200, the guid on another tour 409), then finishes and judges it at once', async () => {
    const tour = await newTour();
    const guid = randomUUID();
    const start = (tourGuid: string) =>
      inject(tourRunsApi.start, { params: { guid: tourGuid }, body: { guid } }, { as: tenant.staff });
    const created = await start(tour.guid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      guid,
      tourGuid: tour.guid,
      scheduledAt: null,
      status: 'in_progress',
      startedBy: expect.any(String),
      progress: { scanned: 0, total: 3 },
    });
    const again = await start(tour.guid);
    expect(again.statusCode).toBe(200);
    expect(again.json().windowStart).toBe(created.json().windowStart);
    expect((await start((await newTour()).guid)).statusCode).toBe(409);

    await checkIn(gate, new Date());
    const finish = () => inject(tourRunsApi.finish, { params: { guid } }, { as: tenant.staff });
    const finished = await finish();
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'incomplete', progress: { scanned: 1, total: 3 } });
    expect(finished.json().finishedAt).not.toBeNull();
    const [row] = await db().select().from(tourRuns).where(eq(tourRuns.guid, guid));
    expect(row).toMatchObject({ status: 'incomplete' });
    expect(row!.judgedAt).not.toBeNull();
    // Finished twice: the same answer, nothing judged again.
    expect((await finish()).json()).toEqual(finished.json());
    const { calls, hook } = recorder();
    await judgeEndedRuns(db(), {
      clientId: tenant.clientId,
      now: new Date(Date.now() + 2 * HOUR),
      onJudged: hook,
    });
    expect(timesOf(calls, [guid])).toEqual([0]);
  });

  it('refuses to finish a run that has not begun (409)', async () => {
    const run = await createRunRow(db(), m0(), (await newTour()).id, new Date(Date.now() + HOUR));
    const response = await inject(tourRunsApi.finish, { params: { guid: run.guid } }, { as: tenant.staff });
    expect(response.statusCode).toBe(409);
  });
});

describe(routeKey(tourRunsApi.get), () => {
  it('answers 404 for a guid no run has, and for a run of another client', async () => {
    const unknown = await getRun(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tour run not found');
    const other = await createTenant(db(), 'Other runs');
    const place = await createLocation(
      db(),
      { clientId: other.clientId, marinaId: other.marinas[0]!.id },
      {
        name: 'Their gate',
        typeId: (await createLocationType(db(), other.clientId, 'Post')).id,
      },
    );
    const theirTour = await createTourRow(
      db(),
      { clientId: other.clientId, marinaId: other.marinas[0]!.id },
      { name: 'Theirs', locationIds: [place.id] },
    );
    const theirs = await createRunRow(
      db(),
      { clientId: other.clientId, marinaId: other.marinas[0]!.id },
      theirTour.id,
      new Date(Date.now() - HOUR),
    );
    expect(
      (await inject(tourRunsApi.get, { params: { guid: theirs.guid } }, { as: other.staff })).statusCode,
    ).toBe(200);
    expect((await getRun(theirs.guid)).statusCode).toBe(404);
  });
});

describe(routeKey(tourRunsApi.list), () => {
  const list = (query: Record<string, string> = {}) =>
    inject(
      tourRunsApi.list,
      { query: { marinaId: tenant.marinas[0]!.guid, ...query } },
      { as: tenant.staff },
    );

  it('lists summaries of the runs starting in the range (no checkpoints), with a status filter', async () => {
    const tour = await newTour();
    const start = new Date(Date.now() - 20 * HOUR);
    const run = await createRunRow(db(), m0(), tour.id, start);
    await checkIn(pier, minutesAfter(start, 3));
    const range = { from: minutesAfter(start, -1).toISOString(), to: minutesAfter(start, 1).toISOString() };
    const all = await list(range);
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((r: { guid: string }) => r.guid)).toEqual([run.guid]);
    expect(page.items[0]).not.toHaveProperty('checkpoints');
    expect(page.items[0]).toMatchObject({
      status: 'incomplete',
      progress: { scanned: 1, total: 3 },
      exceptions: { missed: 2, late: 0, outOfOrder: 0 },
    });
    // The run's own answer has the checkpoints, with the same counts.
    const one = (await getRun(run.guid)).json();
    expect(one.checkpoints.filter((c: { missed: boolean }) => c.missed)).toHaveLength(2);
    expect((await list({ ...range, status: 'incomplete' })).json().items).toHaveLength(1);
    expect((await list({ ...range, status: 'completed' })).json().items).toHaveLength(0);
  });

  it("defaults to today in the marina's zone, listing the runs the planner made; a read writes nothing", async () => {
    const tour = await newTour({ schedule: { times: ['23:59'] } });
    const rows = async () => (await runsOf(tour.id)).length;
    expect((await list()).statusCode).toBe(200);
    expect(await rows()).toBe(0);
    await planAhead(db(), new Date(), { tourId: tour.id });
    const planned = await rows();
    const response = await list();
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10); // marina 0 is on UTC
    const runs = response.json().items as { windowStart: string; tourGuid: string }[];
    expect(runs.every((r) => r.windowStart.startsWith(today))).toBe(true);
    // Unless the test runs in the day's last minute, today's 23:59 slot was planned ahead.
    if (Date.now() < Date.parse(`${today}T23:59:00Z`)) {
      expect(runs.filter((r) => r.tourGuid === tour.guid).map((r) => r.windowStart)).toEqual([
        `${today}T23:59:00.000Z`,
      ]);
    }
    expect(await rows()).toBe(planned);
  });

  it('refuses a range beyond the planning horizon (400 naming to) and writes nothing', async () => {
    const tour = await newTour({ schedule: { times: ['12:00'] } });
    // The client's runs: other files plan runs in the same database meanwhile.
    const before = (
      await db().select({ id: tourRuns.id }).from(tourRuns).where(eq(tourRuns.clientId, tenant.clientId))
    ).length;
    for (const [from, to] of [
      ['2100-01-01T00:00:00Z', '2100-01-31T00:00:00Z'],
      [new Date(Date.now() + 30 * HOUR).toISOString(), new Date(Date.now() + 40 * HOUR).toISOString()],
    ]) {
      const response = await list({ from: from!, to: to! });
      expect(response.statusCode, from).toBe(400);
      expect(response.json().message).toBe(
        'querystring.to: must be at most 36 hours from now (later runs are not planned yet)',
      );
    }
    expect(
      (await db().select({ id: tourRuns.id }).from(tourRuns).where(eq(tourRuns.clientId, tenant.clientId)))
        .length,
    ).toBe(before);
    expect(await runsOf(tour.id)).toEqual([]);
  });

  it('answers 400 naming the field', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: 'yesterday' }, /^querystring\.from: /],
      [{ to: '2027-03-14' }, /^querystring\.to: /],
      [{ status: 'lost' }, /^querystring\.status: must be one of scheduled, in_progress/],
      [{ after: 'not-a-cursor' }, /^querystring\.after: is not a cursor of this list/],
      [
        { from: '2027-03-15T00:00:00Z', to: '2027-03-14T00:00:00Z' },
        /^querystring\.from: must not be after to/,
      ],
      [
        { from: '2027-01-01T00:00:00Z', to: '2027-03-01T00:00:00Z' },
        /^querystring\.to: must be at most 31 days after from/,
      ],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      const label = JSON.stringify(query);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toMatch(message);
    }
  });
});
