/**
 * Run starts per user (issue 30 item 7, decision 0052): at most 10 in 10 minutes, counted in the
 * database (every instance shares the count); an idempotent retry of a start is not a start.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { permissions, runStartSlots, tourRuns } from '#server/db/schema/index.ts';
import { addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { createTourRow } from '#server/test/tour-factories.ts';
import { RUN_STARTS_MAX, RUN_STARTS_TOO_MANY } from './run-start-limit.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
let tourGuid: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(db(), 'Run starts');
  const m0 = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const type = await createLocationType(db(), tenant.clientId, 'Post');
  const gate = await createLocation(db(), m0, { name: 'Gate', typeId: type.id });
  tourGuid = (await createTourRow(db(), m0, { name: 'Night round', locationIds: [gate.id] })).guid;
});
afterAll(() => t.close());

/** A guard of marina 0 with no start behind them. */
async function newGuard(): Promise<TestUser> {
  const guard = await addTestUser(db(), tenant.clientId, 'guard');
  await db().insert(permissions).values({
    clientId: tenant.clientId,
    userId: guard.id,
    permissionType: 'marina_access',
    marinaId: tenant.marinas[0]!.id,
  });
  return guard;
}

const start = (user: TestUser, guid = randomUUID()) =>
  inject(tourRunsApi.start, { params: { guid: tourGuid }, body: { guid } }, { as: user });

const runsStartedBy = async (user: TestUser) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(tourRuns)
      .where(eq(tourRuns.startedByUserId, user.id))
  )[0]!.n;

describe(`${routeKey(tourRunsApi.start)}, per user`, () => {
  it('answers the 11th start within 10 minutes 429 with a clear message, and changes nothing', async () => {
    const guard = await newGuard();
    const guids: ReturnType<typeof randomUUID>[] = [];
    for (let i = 0; i < RUN_STARTS_MAX; i++) {
      guids.push(randomUUID());
      expect((await start(guard, guids[i])).statusCode).toBe(201);
    }
    const refused = await start(guard);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message:
        'Too many tour runs started: at most 10 in 10 minutes. Please wait a few minutes and try again.',
      code: 'tours.tooManyStarts',
      params: { max: 10, minutes: 10 },
    });
    expect(RUN_STARTS_TOO_MANY).toBe(refused.json().message);
    expect(await runsStartedBy(guard)).toBe(RUN_STARTS_MAX);
    // A retry of a start that was made (a phone on a bad connection) is answered as before.
    const retry = await start(guard, guids[4]);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().guid).toBe(guids[4]);
    expect(await runsStartedBy(guard)).toBe(RUN_STARTS_MAX);
    // Another guard is not held back by this one.
    expect((await start(await newGuard())).statusCode).toBe(201);
  });

  it('lets the guard start again once the window has passed', async () => {
    const guard = await newGuard();
    for (let i = 0; i < RUN_STARTS_MAX; i++) expect((await start(guard)).statusCode).toBe(201);
    expect((await start(guard)).statusCode).toBe(429);
    // Ten minutes pass (the slots' own times move back).
    await db()
      .update(runStartSlots)
      .set({ takenAt: sql`${runStartSlots.takenAt} - interval '10 minutes 1 second'` })
      .where(eq(runStartSlots.userId, guard.id));
    expect((await start(guard)).statusCode).toBe(201);
    expect(await runsStartedBy(guard)).toBe(RUN_STARTS_MAX + 1);
  });

  it('lets no more than 10 of 16 parallel starts through, on any engine', async () => {
    const guard = await newGuard();
    const answers = await Promise.all(Array.from({ length: 16 }, () => start(guard)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(RUN_STARTS_MAX);
    expect(codes.filter((code) => code === 429)).toHaveLength(16 - RUN_STARTS_MAX);
    expect(await runsStartedBy(guard)).toBe(RUN_STARTS_MAX);
  });
});
