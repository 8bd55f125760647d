import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { DEVICE_TIME_FUTURE, DEVICE_TIME_TOO_OLD } from '#core/common/device-time.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import {
  activities,
  issues,
  meterReadings,
  occupancyChecklists,
  occupancyChecks,
  shiftAnswers,
} from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  createChecklistTemplate,
  createOccupancyDock,
  instanceRow,
} from '#server/test/checklist-factories.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { addQuestion } from '#server/test/question-factories.ts';
import type { Callable } from '#server/test/test-input.ts';

/** ADR 0021: the optional deviceTime of the creates a phone may queue while offline. */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let dock: TestRow;
let foreignDock: TestRow;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(db());
  other = await createTenant(db(), 'Other');
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const type = await createLocationType(db(), tenant.clientId, 'dock');
  dock = await createLocation(db(), scope, { name: 'Dock A', typeId: type.id });
  const foreignType = await createLocationType(db(), other.clientId, 'dock');
  foreignDock = await createLocation(
    db(),
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    { name: 'Foreign', typeId: foreignType.id },
  );
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const post = (endpoint: Callable, body: object, as: { email: string } | null = tenant.staff) =>
  inject(endpoint, { body }, { as });

const checkIn = (deviceTime: unknown, extra: object = {}) => ({
  guid: randomUUID(),
  locationId: dock.guid,
  type: 'patrol_check',
  staffName: 'Night Guard',
  comment: 'Automatic check-in via QR/NFC',
  gpsLatitude: '38.97841234',
  gpsLongitude: '-76.49221234',
  gpsAccuracy: '12.5',
  deviceTime,
  ...extra,
});

async function activityRow(guid: string) {
  return (await db().select().from(activities).where(eq(activities.guid, guid)))[0]!;
}

describe(`${routeKey(activitiesApi.create)} with deviceTime`, () => {
  it('keeps the device time as the activity time and the receive time beside it', async () => {
    const deviceTime = minutesAgo(42);
    const body = checkIn(deviceTime);
    const response = await post(activitiesApi.create, body);
    expect(response.statusCode).toBe(201);
    expect(new Date(response.json().timestamp).toISOString()).toBe(deviceTime);
    const row = await activityRow(body.guid);
    expect(row.deviceTime?.toISOString()).toBe(deviceTime);
    expect(row.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // A queue that sends again after a dropped answer gets the same record back.
    const retry = await post(activitiesApi.create, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().guid).toBe(body.guid);
  });

  it('accepts a clock a little fast, and no deviceTime at all (device_time stays empty)', async () => {
    const fast = checkIn(new Date(Date.now() + 2 * 60_000).toISOString());
    expect((await post(activitiesApi.create, fast)).statusCode).toBe(201);
    const { deviceTime: _omit, ...plain } = checkIn(undefined);
    expect((await post(activitiesApi.create, plain)).statusCode).toBe(201);
    expect((await activityRow(plain.guid)).deviceTime).toBeNull();
  });

  it('answers 400 for a time in the future, far in the past, or not a date-time', async () => {
    const future = await post(
      activitiesApi.create,
      checkIn(new Date(Date.now() + 60 * 60_000).toISOString()),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain(`body.deviceTime: ${DEVICE_TIME_FUTURE}`);
    const old = await post(activitiesApi.create, checkIn(minutesAgo(73 * 60)));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toContain(`body.deviceTime: ${DEVICE_TIME_TOO_OLD}`);
    for (const bad of ['yesterday', '2026-01-01', 1_700_000_000_000, '2026-01-01T10:00:00']) {
      const response = await post(activitiesApi.create, checkIn(bad));
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().message).toContain('body.deviceTime');
    }
  });

  it('answers 401 signed out and 404 for another tenant, whatever the device time', async () => {
    expect((await post(activitiesApi.create, checkIn(minutesAgo(1)), null)).statusCode).toBe(401);
    const foreign = checkIn(minutesAgo(1), { locationId: foreignDock.guid });
    expect((await post(activitiesApi.create, foreign)).statusCode).toBe(404);
    expect((await post(activitiesApi.create, checkIn(minutesAgo(1)), other.staff)).statusCode).toBe(404);
  });
});

describe(`${routeKey(activitiesApi.create)}: a patrol record cannot be backdated or signed with another name`, () => {
  it('bounds `timestamp` like deviceTime: 5 minutes ahead, 72 hours back, and keeps it as the device time', async () => {
    const ahead = await post(
      activitiesApi.create,
      checkIn(undefined, { timestamp: new Date(Date.now() + 10 * 60_000).toISOString() }),
    );
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe(`body.timestamp: ${DEVICE_TIME_FUTURE}`);
    const years = await post(activitiesApi.create, checkIn(undefined, { timestamp: '2023-01-01T00:00:00Z' }));
    expect(years.statusCode).toBe(400);
    expect(years.json().message).toBe(`body.timestamp: ${DEVICE_TIME_TOO_OLD}`);
    const days = await post(activitiesApi.create, checkIn(undefined, { timestamp: minutesAgo(73 * 60) }));
    expect(days.statusCode).toBe(400);
    const yesterday = minutesAgo(24 * 60);
    const body = checkIn(undefined, { timestamp: yesterday });
    expect((await post(activitiesApi.create, body)).statusCode).toBe(201);
    const row = await activityRow(body.guid);
    expect(row.timestamp?.toISOString()).toBe(yesterday);
    expect(row.deviceTime?.toISOString()).toBe(yesterday);
    expect(row.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("signs the record with the signed-in user's name, whatever staffName the body says", async () => {
    const body = checkIn(minutesAgo(1), { staffName: 'Somebody Else' });
    const response = await post(activitiesApi.create, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().staffName).toBe('staff Tester');
    expect((await activityRow(body.guid)).staffName).toBe('staff Tester');
  });
});

describe('deviceTime on the other offline creates', () => {
  it('meter readings keep the device time and the receive time', async () => {
    const activity = await post(activitiesApi.create, {
      guid: randomUUID(),
      locationId: dock.guid,
      type: 'meter_read',
      comment: 'Meter reading (power)',
      gpsLatitude: null,
      gpsLongitude: null,
      gpsAccuracy: null,
      deviceTime: minutesAgo(30),
    });
    expect(activity.statusCode).toBe(201);
    const deviceTime = minutesAgo(29);
    const body = {
      guid: randomUUID(),
      activityId: activity.json().guid,
      meterImageId: null,
      meterType: 'power',
      reading: '1234.5',
      notes: null,
      deviceTime,
    };
    expect((await post(metersApi.createReading, { ...body, deviceTime: 'soon' })).statusCode).toBe(400);
    expect((await post(metersApi.createReading, body)).statusCode).toBe(201);
    const [row] = await db().select().from(meterReadings).where(eq(meterReadings.guid, body.guid));
    expect(row!.deviceTime?.toISOString()).toBe(deviceTime);
    expect(row!.receivedAt).toBeInstanceOf(Date);
  });

  it('issues keep the device time, and their issue_created activity is dated by it', async () => {
    const deviceTime = minutesAgo(15);
    const body = {
      guid: randomUUID(),
      title: 'Loose cleat',
      description: null,
      priority: 'high',
      locationId: dock.guid,
      marinaId: tenant.marinas[0]!.guid,
      deviceTime,
    };
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await post(issuesApi.create, { ...body, deviceTime: future })).statusCode).toBe(400);
    expect((await post(issuesApi.create, body)).statusCode).toBe(201);
    const [row] = await db().select().from(issues).where(eq(issues.guid, body.guid));
    expect(row!.deviceTime?.toISOString()).toBe(deviceTime);
    const [created] = await db().select().from(activities).where(eq(activities.issueId, row!.id));
    expect(created!.timestamp?.toISOString()).toBe(deviceTime);
  });

  it('occupancy checklists and checks keep the device time as started and checkedAt', async () => {
    const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
    const { dock: occupancyDock, slips } = await createOccupancyDock(db(), scope, 'Pier 9', 2);
    const marinaId = tenant.marinas[0]!.guid;
    const started = minutesAgo(20);
    const checklist = { guid: randomUUID(), locationId: occupancyDock.guid, marinaId, deviceTime: started };
    expect((await post(occupancyApi.start, { ...checklist, deviceTime: 'x' })).statusCode).toBe(400);
    expect((await post(occupancyApi.start, checklist)).statusCode).toBe(201);
    const [list] = await db()
      .select()
      .from(occupancyChecklists)
      .where(eq(occupancyChecklists.guid, checklist.guid));
    expect(list!.started.toISOString()).toBe(started);
    expect(list!.deviceTime?.toISOString()).toBe(started);
    const checkedAt = minutesAgo(19);
    const check = {
      guid: randomUUID(),
      checklistId: checklist.guid,
      locationId: slips[0]!.guid,
      marinaId,
      deviceTime: checkedAt,
    };
    expect((await post(occupancyApi.check, check)).statusCode).toBe(201);
    const [row] = await db().select().from(occupancyChecks).where(eq(occupancyChecks.guid, check.guid));
    expect(row!.checkedAt.toISOString()).toBe(checkedAt);
    expect(row!.deviceTime?.toISOString()).toBe(checkedAt);
    expect(row!.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shift answers keep the device time as answeredAt', async () => {
    const marinaId = tenant.marinas[0]!.guid;
    const shift = await post(shiftsApi.start, { marinaId });
    expect(shift.statusCode).toBe(201);
    const shiftId = shift.json().guid as string;
    const question = await addQuestion(db(), { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });
    const deviceTime = minutesAgo(5);
    const body = { shiftId, answers: [{ questionId: question.guid, answerText: 'All quiet' }], deviceTime };
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await post(shiftQuestionsApi.saveAnswers, { ...body, deviceTime: future })).statusCode).toBe(400);
    expect((await post(shiftQuestionsApi.saveAnswers, body)).statusCode).toBe(200);
    const [row] = await db().select().from(shiftAnswers).where(eq(shiftAnswers.questionId, question.id));
    expect(row!.answeredAt.toISOString()).toBe(deviceTime);
    expect(row!.deviceTime?.toISOString()).toBe(deviceTime);
  });

  it('checklist instances are dated by the device time: started (createdAt) and completed', async () => {
    const marinaId = tenant.marinas[0]!.guid;
    const template = await createChecklistTemplate(db(), tenant.clientId, {
      name: 'Night',
      items: ['a', 'b'],
    });
    const startedAt = minutesAgo(40);
    const start = { guid: randomUUID(), checklistId: template.guid, marinaId, deviceTime: startedAt };
    const future = new Date(Date.now() + 3600_000).toISOString();
    const refused = await post(checklistsApi.start, { ...start, deviceTime: future });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('body.deviceTime');
    const created = await post(checklistsApi.start, start);
    expect(created.statusCode).toBe(201);
    expect(created.json().createdAt).toBe(startedAt);
    expect((await post(checklistsApi.start, start)).statusCode).toBe(200);
    const put = (body: object) =>
      inject(checklistsApi.save, { params: { guid: start.guid }, body }, { as: tenant.staff });
    const doneAt = minutesAgo(30);
    const done = { completedItems: ['a', 'b'], isCompleted: true, marinaId, deviceTime: doneAt };
    expect((await put({ ...done, deviceTime: 'later' })).statusCode).toBe(400);
    const completed = await put(done);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ isCompleted: true, completedAt: doneAt, createdAt: startedAt });
    // Sent again (a queue repeating itself), or later: the first completion time stays.
    expect((await put({ ...done, deviceTime: minutesAgo(1) })).json().completedAt).toBe(doneAt);
    expect((await instanceRow(db(), start.guid))!.completedAt!.toISOString()).toBe(doneAt);
  });
});
