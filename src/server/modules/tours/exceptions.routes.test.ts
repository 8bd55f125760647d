import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { addDays } from '#core/common/calendar-day.ts';
import { zonedParts } from '#core/common/zoned-parts.ts';
import { tourExceptionsApi } from '#core/tours/tour-exceptions.api.ts';
import type { TourExceptionReport } from '#core/tours/tour-exceptions.schema.ts';
import { TOUR_EXCEPTIONS_CSV_HEADER } from '#core/tours/tour-exceptions-csv.ts';
import { activities, locations, marinas, tours } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { createRunRow, createTourRow } from '#server/test/tour-factories.ts';

const NY = 'America/New_York';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let gate: TestRow;
let pier: TestRow;
let fuel: TestRow;
let office: TestRow;
let runGuid: string;
let openGuid: string;
const db = () => t.database.db;
const m0 = () => ({ clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
/** Two days ago, on the minute: a run long closed. */
const start = new Date(Math.floor((Date.now() - 2 * DAY) / MINUTE) * MINUTE);

const scanAt = (location: TestRow, when: Date, staffName: string) =>
  db()
    .insert(activities)
    .values({ ...m0(), locationId: location.id, type: 'patrol_check', timestamp: when, staffName });

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(db(), 'Exceptions');
  other = await createTenant(db(), 'Other');
  await db().update(marinas).set({ timeZone: NY }).where(eq(marinas.id, tenant.marinas[0]!.id));
  const typeId = (await createLocationType(db(), tenant.clientId, 'Post')).id;
  gate = await createLocation(db(), m0(), { name: 'Gate', typeId });
  pier = await createLocation(db(), m0(), { name: 'Pier', typeId });
  fuel = await createLocation(db(), m0(), { name: 'Fuel, dock', typeId });
  office = await createLocation(db(), m0(), { name: 'Office', typeId });
  const tour = await createTourRow(db(), m0(), {
    name: 'Night round',
    locationIds: [gate.id, pier.id, fuel.id, office.id],
  });
  await db().update(tours).set({ ordered: true }).where(eq(tours.id, tour.id));
  // Window: start to start + 40 minutes. Gate by Ann, the fuel dock by Bob before Ann's pier: out
  // of order; the office never. Another run is open now: not counted.
  runGuid = (await createRunRow(db(), m0(), tour.id, start)).guid;
  await scanAt(gate, at(start, 2), 'Ann Lee');
  await scanAt(fuel, at(start, 9.5), 'Bob Ray');
  await scanAt(pier, at(start, 12), 'Ann Lee');
  openGuid = (await createRunRow(db(), m0(), tour.id, new Date(Date.now() - MINUTE))).guid;
});
afterAll(() => t.close());

const get = (user: { email: string } | null, query: Record<string, string> = {}) =>
  inject(tourExceptionsApi.report, { query: { marinaId: tenant.marinas[0]!.guid, ...query } }, { as: user });

describe(routeKey(tourExceptionsApi.report), () => {
  it("answers the marina's admins the last 7 days by default: the run's exceptions, per tour and guard", async () => {
    const response = await get(tenant.admin);
    expect(response.statusCode).toBe(200);
    const report = response.json<TourExceptionReport>();
    const today = zonedParts(new Date(), NY).date;
    expect(report).toMatchObject({ timeZone: NY, from: addDays(today, -6), to: today });
    expect(report.totals).toMatchObject({
      runs: 1,
      incomplete: 1,
      openRuns: 1,
      checkpoints: 4,
      scanned: 3,
      missed: 1,
      outOfOrder: 1,
      minutesBetweenScans: { shortest: 2.5, average: 5, longest: 7.5 },
    });
    expect(report.runs.map((r) => r.guid)).toEqual([runGuid]);
    expect(report.runs.map((r) => r.guid)).not.toContain(openGuid);
    expect(report.runs[0]).toMatchObject({ status: 'incomplete', guards: ['Ann Lee', 'Bob Ray'], missed: 1 });
    expect(report.runs[0]!.checkpoints.map((c) => [c.name, c.missed, c.outOfOrder])).toEqual([
      ['Gate', false, false],
      ['Pier', false, false],
      ['Fuel, dock', false, true],
      ['Office', true, false],
    ]);
    expect(report.tours).toEqual([
      expect.objectContaining({ tourName: 'Night round', runs: 1, incomplete: 1 }),
    ]);
    expect(report.guards.map((g) => [g.name, g.scanned, g.outOfOrder, g.missed])).toEqual([
      ['Ann Lee', 2, 0, 1],
      ['Bob Ray', 1, 1, 1],
    ]);
  });

  it('takes marina-local days, both included, and leaves out runs outside them', async () => {
    const day = zonedParts(start, NY).date;
    const same = (await get(tenant.admin, { from: day, to: day })).json<TourExceptionReport>();
    expect(same.runs.map((r) => r.guid)).toEqual([runGuid]);
    const before = (
      await get(tenant.admin, { from: addDays(day, -5), to: addDays(day, -1) })
    ).json<TourExceptionReport>();
    expect(before.runs).toEqual([]);
    expect(before.totals).toMatchObject({ runs: 0, openRuns: 0, minutesBetweenScans: null });
    const tourId = same.runs[0]!.tourGuid;
    const ofTour = (await get(tenant.admin, { from: day, to: day, tourId })).json<TourExceptionReport>();
    expect(ofTour.runs).toHaveLength(1);
    const ofAnother = await get(tenant.admin, { from: day, to: day, tourId: crypto.randomUUID() });
    expect(ofAnother.json<TourExceptionReport>().runs).toEqual([]);
  });

  it('answers format=csv as an attachment: a header, a row per checkpoint, marina times with offset', async () => {
    const day = zonedParts(start, NY).date;
    const response = await get(tenant.admin, { from: day, to: day, format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tour-exceptions-${day}-to-${day}.csv"; filename*=UTF-8''tour-exceptions-${day}-to-${day}.csv`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(TOUR_EXCEPTIONS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(',Ann Lee; Bob Ray,1,Gate,Scanned,');
    expect(lines[2]).toContain(',2,Pier,Scanned,');
    expect(lines[2]).toContain(',Ann Lee,2.5,');
    expect(lines[4]).toContain(',4,Office,Missed,,,,');
    expect(lines[3]).toContain('"Fuel, dock",Out of order,');
    expect(lines[1]).toMatch(/^Night round,\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[45]:00,/);
    expect(lines[3]).toContain(',Bob Ray,7.5,');
  });

  it('refuses a bad from, to or format with a 400 naming the field', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ from: '2026-13-01' }, 'querystring.from: must be a date, YYYY-MM-DD'],
      [{ to: '2026-03-10T00:00:00Z' }, 'querystring.to: must be a date, YYYY-MM-DD'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'querystring.from: must not be after to'],
      [
        { from: '2026-01-01', to: '2026-04-03' },
        'querystring.to: must be within 92 days of from (both included)',
      ],
      [{ format: 'pdf' }, 'querystring.format: must be json or csv'],
      // The ends of the calendar (issue 30 item 6): 9999-12-30 answered 500.
      [{ from: '9999-12-30' }, 'querystring.from: must be between 2000-01-01 and 2100-12-31'],
      [{ to: '0000-01-01' }, 'querystring.to: must be between 2000-01-01 and 2100-12-31'],
      [
        { from: '1999-12-31', to: '2000-01-02' },
        'querystring.from: must be between 2000-01-01 and 2100-12-31',
      ],
    ];
    for (const [query, message] of refusals) {
      const response = await get(tenant.admin, query);
      expect([query, response.statusCode, response.json().message]).toEqual([query, 400, message]);
    }
  });

  it('is for admins of the marina: signed out 401, staff 403, another client 404, super admin 200', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(tenant.staff, { format: 'csv' })).statusCode).toBe(403);
    expect((await get(tenant.staffOther)).statusCode).toBe(403);
    expect((await get(other.admin)).statusCode).toBe(404);
    expect((await get(other.superAdmin, { format: 'csv' })).statusCode).toBe(404);
    expect((await get(tenant.superAdmin)).statusCode).toBe(200);
  });

  it('reads a deleted checkpoint as runs read it: left out', async () => {
    await db().update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, office.id));
    try {
      const day = zonedParts(start, NY).date;
      const report = (await get(tenant.admin, { from: day, to: day })).json<TourExceptionReport>();
      expect(report.runs[0]!.checkpoints.map((c) => c.name)).toEqual(['Gate', 'Pier', 'Fuel, dock']);
      expect(report.runs[0]).toMatchObject({ status: 'completed', missed: 0, outOfOrder: 1 });
    } finally {
      await db().update(locations).set({ deletedAt: null }).where(eq(locations.id, office.id));
    }
  });
});
