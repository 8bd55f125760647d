import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARINA_RUNS_PER_DAY_MAX, TOURS_PER_MARINA_MAX } from '#core/tours/tour-limits.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { tourRuns, tours } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { createTourRow } from '#server/test/tour-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
let crowded: TestTenant;
let gate: TestRow;
let crowdedGate: TestRow;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(db(), 'Tour limits');
  const type = await createLocationType(db(), tenant.clientId, 'Post');
  gate = await createLocation(
    db(),
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    { name: 'Gate', typeId: type.id },
  );
  crowded = await createTenant(db(), 'Crowded');
  const crowdedType = await createLocationType(db(), crowded.clientId, 'Post');
  crowdedGate = await createLocation(
    db(),
    { clientId: crowded.clientId, marinaId: crowded.marinas[0]!.id },
    { name: 'Gate', typeId: crowdedType.id },
  );
});
afterAll(() => t.close());

const tourBody = (extra: object = {}, of = tenant, checkpoint = gate) => ({
  marinaId: of.marinas[0]!.guid,
  name: `Round ${crypto.randomUUID().slice(0, 8)}`,
  checkpointIds: [checkpoint.guid],
  durationMinutes: 30,
  schedule: { times: ['22:00'] },
  ...extra,
});
const post = (payload: object, of = tenant) => inject(toursApi.create, { body: payload }, { as: of.admin });
const put = (guid: string, payload: object) =>
  inject(toursApi.update, { params: { guid }, body: payload }, { as: tenant.admin });
const liveTours = async (marinaId: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(tours)
      .where(and(eq(tours.marinaId, marinaId), isNull(tours.deletedAt)))
  )[0]!.n;
const runCount = async (marinaId: number) =>
  (
    await db().select({ n: sql<number>`count(*)::int` }).from(tourRuns).where(eq(tourRuns.marinaId, marinaId))
  )[0]!.n;

/** A round every `minutes` minutes around the clock. */
const every = (minutes: number) => ({ every: { minutes, from: '00:00', to: '23:59' } });

describe("a marina's tour limits", () => {
  it(`refuses (400 naming schedule) active tours that would start over ${MARINA_RUNS_PER_DAY_MAX} rounds a day, and writes nothing`, async () => {
    const marina = tenant.marinas[0]!.id;
    const before = { tours: await liveTours(marina), runs: await runCount(marina) };
    // A round every minute: 1,439 a day.
    const flood = await post(tourBody({ schedule: every(1) }));
    expect(flood.statusCode).toBe(400);
    expect(flood.json().message).toBe(
      `body.schedule: the marina's active tours would start 1439 rounds a day; at most ${MARINA_RUNS_PER_DAY_MAX}`,
    );
    expect({ tours: await liveTours(marina), runs: await runCount(marina) }).toEqual(before);

    // Every 5 minutes (288 a day) fits; a second tour every hour (24) does not, paused it does.
    const busy = await post(tourBody({ schedule: every(5) }));
    expect(busy.statusCode).toBe(201);
    const second = await post(tourBody({ schedule: every(60) }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/^body\.schedule: .* would start 312 rounds a day; at most 300$/);
    const paused = await post(tourBody({ schedule: every(60), active: false }));
    expect(paused.statusCode).toBe(201);
    // Resuming it is an edit past the limit: refused, and the tour stays paused.
    const resume = await put(paused.json().guid, { ...tourBody({ schedule: every(60) }), active: true });
    expect(resume.statusCode).toBe(400);
    expect(resume.json().message).toMatch(/^body\.schedule: /);
    const [row] = await db()
      .select({ active: tours.active })
      .from(tours)
      .where(eq(tours.guid, paused.json().guid));
    expect(row!.active).toBe(false);
    // Making the busy tour lighter is always allowed.
    expect((await put(busy.json().guid, tourBody({ schedule: every(10) }))).statusCode).toBe(200);
    expect(
      (await put(paused.json().guid, { ...tourBody({ schedule: every(60) }), active: true })).statusCode,
    ).toBe(200);
  });

  it(`refuses (400 naming marinaId) a tour past ${TOURS_PER_MARINA_MAX} in one marina; a retry of one made answers it`, async () => {
    const scope = { clientId: crowded.clientId, marinaId: crowded.marinas[0]!.id };
    const first = tourBody({ guid: crypto.randomUUID() }, crowded, crowdedGate);
    expect((await post(first, crowded)).statusCode).toBe(201);
    const have = await liveTours(scope.marinaId);
    for (let i = have; i < TOURS_PER_MARINA_MAX; i++) {
      await createTourRow(db(), scope, { name: `Filler ${i}`, locationIds: [crowdedGate.id] });
    }
    const past = await post(tourBody({}, crowded, crowdedGate), crowded);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      `body.marinaId: the marina has ${TOURS_PER_MARINA_MAX} tours, the most it may have (delete one first)`,
    );
    expect(await liveTours(scope.marinaId)).toBe(TOURS_PER_MARINA_MAX);
    // The phone retrying the create it made before the marina filled up gets its tour back.
    expect((await post(first, crowded)).statusCode).toBe(200);
  });
});
