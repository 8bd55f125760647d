import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import {
  activities,
  marinas,
  permissions,
  safetyAlertEvents,
  safetyAlerts,
  safetyChecks,
  shifts,
} from '#server/db/schema/index.ts';
import { addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { escalateDueAlerts } from './escalation.ts';
import { raiseMissedChecks } from './missed-checks.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  inject = injectFor(t.app);
  // Marina 0 asks every 60 minutes with 5 minutes of grace; marina 1 has checks off.
  await t.database.db
    .update(marinas)
    .set({ safety: { ...DEFAULT_SAFETY, checkIntervalMinutes: 60, graceMinutes: 5 } })
    .where(eq(marinas.id, tenant.marinas[0]!.id));
});
afterAll(() => t.close());

/** A guard of marina 0 (or `marina`) whose shift began `minutes` ago. */
async function guardOnShift(minutes: number, marina = tenant.marinas[0]!) {
  const { db } = t.database;
  const user = await addTestUser(db, tenant.clientId, 'guard');
  await db.insert(permissions).values({
    clientId: tenant.clientId,
    userId: user.id,
    permissionType: 'marina_access',
    marinaId: marina.id,
  });
  const [shift] = await db
    .insert(shifts)
    .values({ clientId: tenant.clientId, marinaId: marina.id, userId: user.id, startTime: ago(minutes) })
    .returning({ id: shifts.id });
  return { user, shiftId: shift!.id, marina };
}

const answer = (user: TestUser, body: Record<string, unknown>) =>
  inject(
    safetyApi.answerCheck,
    { body: { marinaId: tenant.marinas[0]!.guid, ...body } as never },
    { as: user },
  );
const raiseFor = (...shiftIds: number[]) => raiseMissedChecks(t.database.db, new Date(), shiftIds);
const alertsOf = (user: TestUser) =>
  t.database.db.select().from(safetyAlerts).where(eq(safetyAlerts.raisedByUserId, user.id));
const eventsOf = (alertId: number) =>
  t.database.db
    .select({ type: safetyAlertEvents.type, note: safetyAlertEvents.note })
    .from(safetyAlertEvents)
    .where(eq(safetyAlertEvents.alertId, alertId))
    .orderBy(safetyAlertEvents.id);

describe(routeKey(safetyApi.answerCheck), () => {
  it("keeps the guard's answer at the phone's time; the same guid again is the same answer", async () => {
    const { user } = await guardOnShift(10);
    const guid = randomUUID();
    const deviceTime = ago(3).toISOString();
    const made = await answer(user, { guid, deviceTime });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ guid, marinaId: tenant.marinas[0]!.guid, answeredAt: deviceTime });
    const again = await answer(user, { guid, deviceTime });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    // Another guard with that guid is refused, and nothing is kept twice.
    const { user: other } = await guardOnShift(10);
    expect((await answer(other, { guid })).statusCode).toBe(409);
    expect(await t.database.db.select().from(safetyChecks).where(eq(safetyChecks.guid, guid))).toHaveLength(
      1,
    );
  });

  it('answers 400 naming the field for a bad request, and keeps nothing', async () => {
    const { user } = await guardOnShift(10);
    const guid = randomUUID();
    const future = await answer(user, { guid, deviceTime: new Date(Date.now() + 60 * MINUTE).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/deviceTime/);
    const noMarina = await inject(safetyApi.answerCheck, { body: { guid } as never }, { as: user });
    expect(noMarina.statusCode).toBe(400);
    expect(noMarina.json().message).toMatch(/marinaId/);
    expect(await t.database.db.select().from(safetyChecks).where(eq(safetyChecks.guid, guid))).toHaveLength(
      0,
    );
  });
});

describe('missed safety checks', () => {
  it("raises one alert in the guard's name once the interval and the grace have passed, which the ladder takes up", async () => {
    const late = await guardOnShift(66);
    const inGrace = await guardOnShift(62);
    expect(await raiseFor(late.shiftId, inGrace.shiftId)).toBe(1);
    const [alert] = await alertsOf(late.user);
    expect(alert).toMatchObject({ kind: 'missed_check', state: 'raised', shiftId: late.shiftId });
    expect(alert!.graceEndsAt!.getTime() - alert!.checkDueAt!.getTime()).toBe(5 * MINUTE);
    expect(alert!.checkDueAt!.getTime() - alert!.lastSignAt!.getTime()).toBe(60 * MINUTE);
    expect(await alertsOf(inGrace.user)).toHaveLength(0);
    // Again, and twice at once: still one alert for that check.
    expect(await raiseFor(late.shiftId)).toBe(0);
    await Promise.all([raiseFor(late.shiftId), raiseFor(late.shiftId)]);
    expect(await alertsOf(late.user)).toHaveLength(1);
    await escalateDueAlerts(t.database.db, { clientId: tenant.clientId });
    expect((await eventsOf(alert!.id)).map((event) => event.type)).toEqual(['raised', 'notified']);
  });

  it('counts an answer or a record of the shift as a sign of life', async () => {
    const answered = await guardOnShift(90);
    expect(
      (await answer(answered.user, { guid: randomUUID(), deviceTime: ago(40).toISOString() })).statusCode,
    ).toBe(201);
    const checkedIn = await guardOnShift(90);
    await t.database.db.insert(activities).values({
      clientId: tenant.clientId,
      marinaId: tenant.marinas[0]!.id,
      shiftId: checkedIn.shiftId,
      type: 'patrol_check',
      userId: checkedIn.user.id,
      staffName: 'guard Tester',
      timestamp: ago(30),
    });
    expect(await raiseFor(answered.shiftId, checkedIn.shiftId)).toBe(0);
  });

  it('looks at no marina with checks off, no ended shift and no shift left open for a day', async () => {
    const off = await guardOnShift(120, tenant.marinas[1]!);
    const ended = await guardOnShift(120);
    await t.database.db
      .update(shifts)
      .set({ endTime: ago(1) })
      .where(eq(shifts.id, ended.shiftId));
    const forgotten = await guardOnShift(25 * 60);
    expect(await raiseFor(off.shiftId, ended.shiftId, forgotten.shiftId)).toBe(0);
  });

  it('resolves a missed check as "was OK, offline" when the late answer was given within the grace', async () => {
    const { user, shiftId } = await guardOnShift(70);
    expect(await raiseFor(shiftId)).toBe(1);
    const [alert] = await alertsOf(user);
    // Answered 62 minutes into the shift, in the grace; the phone had no signal until now.
    const made = await answer(user, { guid: randomUUID(), deviceTime: ago(8).toISOString() });
    expect(made.statusCode).toBe(201);
    const [resolved] = await alertsOf(user);
    expect(resolved).toMatchObject({
      state: 'resolved',
      nextStepAt: null,
      resolvedByUserId: user.id,
      resolutionNote: 'Was OK, offline',
    });
    expect((await eventsOf(alert!.id)).map((event) => event.type)).toEqual([
      'raised',
      'answered',
      'resolved',
    ]);
    // The schedule now counts from that answer: the next check is not due yet.
    expect(await raiseFor(shiftId)).toBe(0);
  });

  it('keeps the alert open when the answer came after the grace, and says when the guard answered', async () => {
    const { user, shiftId } = await guardOnShift(80);
    expect(await raiseFor(shiftId)).toBe(1);
    const [alert] = await alertsOf(user);
    expect((await answer(user, { guid: randomUUID() })).statusCode).toBe(201);
    const [still] = await alertsOf(user);
    expect(still!.state).toBe('raised');
    expect((await eventsOf(alert!.id)).map((event) => event.type)).toEqual(['raised', 'answered']);
    // An answer from before the sign of life the check counted from adds nothing.
    await answer(user, { guid: randomUUID(), deviceTime: ago(81).toISOString() });
    expect(await eventsOf(alert!.id)).toHaveLength(2);
  });
});
