/**
 * The offline write queue (ADR 0021) against a real Dockwatch server: the real outbox, queueWrite
 * and sender on fake-indexeddb (the browser's IndexedDB in Node), talking HTTP to a listening
 * Fastify app on a real database, through a network that drops, loses answers and stalls (see
 * test/phone.ts).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { LOGIN_ENTRY_PATH } from '#core/auth/return-address.ts';
import { patrolCheckBody } from '#core/check-in/check-in.ts';
import { preferServerMessage } from '#core/issues/issue-messages.ts';
import { noteBody } from '#core/locations/location-note.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { activities, meterImages, meterReadings, safetyAlerts } from '#server/db/schema/index.ts';
import { createUploadToken } from '#server/storage/upload-token.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import { TEST_PASSWORD, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { pendingActivities } from '#web/features/activity/api/offline-activities.ts';
import { meterActivityBody } from '#web/features/meters/api/create-meter-activity.ts';
import { queuedMeterPhoto } from '#web/features/meters/api/create-meter-image.ts';
import { meterReadingBody } from '#web/features/meters/api/create-meter-reading.ts';
import { queuedCall } from '#web/lib/call.ts';
import { type OutboxEntry, PHOTO_GUID, type QueuedPhoto } from './outbox-types.ts';
import { type App, Phone, phoneServer } from './test/phone.ts';

let t: TestApp;
let baseUrl: string;
let tenant: TestTenant;
let slipType: TestRow;
let phone: Phone;

const db = () => t.database.db;

beforeAll(async () => {
  ({ t, baseUrl, tenant } = await phoneServer());
  slipType = await createLocationType(db(), tenant.clientId, 'slip');
});
afterAll(() => t.close());

beforeEach(() => {
  phone = new Phone(baseUrl);
});
afterEach(() => phone.dispose());

const scope = () => ({ clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });
const newSlip = () =>
  createLocation(db(), scope(), { name: `B-${randomUUID().slice(0, 6)}`, typeId: slipType.id });

async function signedInApp(user: TestUser = tenant.staff, options = {}): Promise<App> {
  await phone.signIn(user.email, TEST_PASSWORD);
  const app = await phone.open(options);
  phone.sent.length = 0;
  return app;
}

/** A signed-in app and a fresh slip of the tenant's first marina. */
async function start(): Promise<{ app: App; slip: TestRow }> {
  return { app: await signedInApp(), slip: await newSlip() };
}

/** A save made with no signal: queued on the phone, not sent. */
async function offline<T>(save: () => Promise<T>): Promise<T> {
  phone.online = false;
  try {
    return await save();
  } finally {
    phone.online = true;
  }
}

/** Distinct device times: two saves within one millisecond would share one. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

function checkIn(app: App, location: TestRow) {
  const guid = randomUUID();
  return app.queue
    .queueWrite({
      guid,
      label: 'Check-in',
      locationGuid: location.guid,
      calls: [
        queuedCall(activitiesEndpoints.create, {
          body: patrolCheckBody({
            guid,
            locationId: location.guid,
            staffName: 'Night Guard',
            coords: { latitude: 38.9784, longitude: -76.4922, accuracy: 7 },
          }),
        }),
      ],
    })
    .then((result) => ({ guid, ...result }));
}

function note(app: App, location: TestRow | { guid: string }, text = 'Gate open', guid = randomUUID()) {
  return app.queue
    .queueWrite({
      guid,
      label: 'Note',
      locationGuid: location.guid,
      calls: [queuedCall(activitiesEndpoints.create, { body: noteBody(guid, location.guid, text) })],
    })
    .then((result) => ({ guid, ...result }));
}

/** A meter reading queued the way use-save-reading queues one whose photo did not upload. */
function reading(app: App, location: TestRow, value: string, photo: Partial<QueuedPhoto> = {}) {
  const activityGuid = randomUUID();
  const readingGuid = randomUUID();
  return app.queue
    .queueWrite({
      guid: readingGuid,
      label: `Power reading ${value}`,
      locationGuid: location.guid,
      calls: [
        queuedCall(activitiesEndpoints.create, {
          body: meterActivityBody({
            guid: activityGuid,
            locationId: location.guid,
            meterType: 'power',
            gpsLatitude: null,
            gpsLongitude: null,
            gpsAccuracy: null,
            marinaId: null,
          }),
        }),
        queuedCall(metersEndpoints.createReading, {
          body: meterReadingBody({
            guid: readingGuid,
            activityId: activityGuid,
            meterImageId: PHOTO_GUID,
            meterType: 'power',
            reading: value,
            notes: null,
            marinaId: null,
          }),
        }),
      ],
      photo: {
        ...queuedMeterPhoto(new Blob([new Uint8Array(tinyJpeg())], { type: 'image/jpeg' }), {
          locationId: location.guid,
          meterType: 'power',
          marinaId: null,
          gpsLatitude: null,
          gpsLongitude: null,
          gpsAccuracy: null,
        }),
        ...photo,
      },
    })
    .then((result) => ({ guid: readingGuid, activityGuid, ...result }));
}

/** The activities the server has with these guids, in the order they arrived. */
const arrived = (guids: string[]) =>
  db().select().from(activities).where(inArray(activities.guid, guids)).orderBy(asc(activities.id));

async function readingRow(guid: string) {
  const [row] = await db()
    .select({ reading: meterReadings.reading, image: meterImages.guid, imageStatus: meterImages.status })
    .from(meterReadings)
    .leftJoin(meterImages, eq(meterImages.id, meterReadings.meterImageId))
    .where(eq(meterReadings.guid, guid));
  return row;
}

const outbox = async (app: App) => (await (await app.db.offlineDb()).getAll('outbox')) as OutboxEntry[];
const posts = (path: string) => phone.sent.filter((s) => s.method === 'POST' && s.path === path);

describe('the outbox', () => {
  it('keeps entries saved offline in order with their device time, and sends them in that order', async () => {
    const { app, slip } = await start();
    phone.online = false;
    const saved = [];
    for (const save of [() => checkIn(app, slip), () => note(app, slip), () => checkIn(app, slip)]) {
      saved.push(await save());
      await tick();
    }
    expect(saved.map((s) => s.outcome)).toEqual(['queued', 'queued', 'queued']);
    const queued = await outbox(app);
    expect(queued.map((e) => e.guid)).toEqual(saved.map((s) => s.guid));
    expect(queued.map((e) => e.label)).toEqual(['Check-in', 'Note', 'Check-in']);
    for (const entry of queued) {
      expect(entry).toMatchObject({ status: 'pending', done: 0, attempts: 0, userGuid: tenant.staff.guid });
      expect(entry.calls[0]!.input.body).toMatchObject({ deviceTime: entry.recordedAt });
    }
    expect(app.outbox.outboxSnapshot().map((e) => e.guid)).toEqual(saved.map((s) => s.guid));
    expect(phone.sent).toEqual([]);

    // The app is closed and opened again, still offline: the queue is what IndexedDB kept.
    const reopened = await phone.open();
    await reopened.sync.syncOutbox();
    expect(reopened.sync.syncState()).toBe('offline');
    expect(await outbox(reopened)).toEqual(queued);

    phone.online = true;
    await reopened.sync.syncOutbox();
    expect(await outbox(reopened)).toEqual([]);
    expect(reopened.sync.syncState()).toBe('idle');
    expect(reopened.sentGuids).toEqual([saved.map((s) => s.guid)]);
    const rows = await arrived(saved.map((s) => s.guid));
    expect(rows.map((r) => r.guid)).toEqual(saved.map((s) => s.guid));
    expect(rows.map((r) => r.timestamp?.toISOString())).toEqual(queued.map((e) => e.recordedAt));
    expect(rows.map((r) => r.deviceTime?.toISOString())).toEqual(queued.map((e) => e.recordedAt));
  });

  it('sends a save at once when online ("sent"), after the older entries', async () => {
    const { app, slip } = await start();
    phone.online = false;
    const first = await note(app, slip, 'first');
    await tick();
    phone.online = true;
    const second = await checkIn(app, slip);
    expect(second.outcome).toBe('sent');
    expect((await arrived([first.guid, second.guid])).map((r) => r.guid)).toEqual([first.guid, second.guid]);
    expect(await outbox(app)).toEqual([]);
    // The app refreshes its screens for the older entry; the save's own screen refreshes itself.
    expect(app.sentGuids).toEqual([[first.guid]]);
    expect((await note(app, slip, 'third')).outcome).toBe('sent');
    expect(app.sentGuids).toEqual([[first.guid]]);
  });
  it('sends an urgent entry (an SOS) ahead of everything saved before it', async () => {
    const { app, slip } = await start();
    phone.online = false;
    const older = [await note(app, slip, 'gate open'), await checkIn(app, slip)];
    const sos = randomUUID();
    const raised = await app.queue.queueWrite({
      guid: sos,
      label: 'SOS',
      locationGuid: null,
      urgent: true,
      calls: [
        queuedCall(safetyEndpoints.raiseAlert, {
          body: { guid: sos, marinaId: tenant.marinas[0]!.guid, kind: 'sos' },
        }),
      ],
    });
    expect(raised.outcome).toBe('queued');
    phone.online = true;
    await app.sync.syncOutbox();
    expect(app.sentGuids).toEqual([[sos, ...older.map((entry) => entry.guid)]]);
    const [alert] = await db().select().from(safetyAlerts).where(eq(safetyAlerts.guid, sos));
    expect(alert?.deviceTime).toBeInstanceOf(Date);
  });
});

describe('a connection that drops in the middle', () => {
  it('resumes a meter reading at the step it reached, across a restart of the app', async () => {
    const { app, slip } = await start();
    const saved = await offline(() => reading(app, slip, '1200.5'));
    // The photo goes up and is registered, the activity arrives, then the signal dies.
    phone.fault = ({ path }) => (path === '/api/meter-readings' ? 'drop' : undefined);
    await app.sync.syncOutbox();
    expect(app.sync.syncState()).toBe('offline');
    const [entry] = await outbox(app);
    expect(entry).toMatchObject({ done: 1, attempts: 1, status: 'pending' });
    expect(entry!.photo).toMatchObject({ stored: true, registered: true });
    const imageGuid = entry!.photo!.imageGuid!;

    // The guard closes the app; later it opens with a signal again and carries on from there.
    phone.fault = () => undefined;
    phone.sent.length = 0;
    const reopened = await phone.open();
    await reopened.sync.syncOutbox();
    expect(phone.sent.map((s) => `${s.method} ${s.path} ${s.outcome}`)).toEqual([
      'GET /api/auth/user 200',
      'POST /api/meter-readings 201',
    ]);
    expect(await outbox(reopened)).toEqual([]);
    expect(await arrived([saved.activityGuid])).toHaveLength(1);
    expect(await readingRow(saved.guid)).toEqual({
      reading: '1200.500',
      image: imageGuid,
      imageStatus: 'uploaded',
    });
  });

  it('sends again a step whose answer was lost, and the server keeps one record', async () => {
    const { app, slip } = await start();
    phone.online = false;
    const first = await checkIn(app, slip);
    await tick();
    const second = await reading(app, slip, '77.25');
    await tick();
    const third = await note(app, slip);
    phone.online = true;
    // Every request once reaches the server but its answer is lost on the way back.
    const seen = new Set<string>();
    phone.fault = ({ method, path }) => {
      const key = `${method} ${path.split('?')[0]}`;
      if (seen.has(key)) return undefined;
      seen.add(key);
      return 'lose';
    };
    for (let run = 0; run < 10 && (await outbox(app)).length > 0; run++) await app.sync.syncOutbox();
    expect(await outbox(app)).toEqual([]);
    const rows = await arrived([first.guid, second.activityGuid, third.guid]);
    expect(rows.map((r) => r.guid)).toEqual([first.guid, second.activityGuid, third.guid]);
    expect(
      phone.sent.filter((s) => s.outcome === 'lost').map((s) => `${s.method} ${s.path.split('?')[0]}`),
    ).toEqual([
      'POST /api/activities',
      `GET /api/record-meter/${slip.guid}/power`,
      expect.stringMatching(/^PUT \/img\//),
      'POST /api/meter-images',
      'POST /api/meter-readings',
    ]);
    // The photo PUT was repeated: the server answered 409 (already stored) and that counted as stored.
    const puts = phone.sent.filter((s) => s.method === 'PUT');
    expect(puts.map((s) => s.outcome)).toEqual(['lost', 409]);
    const stored = await readingRow(second.guid);
    expect(stored?.image).toBe(puts[0]!.path.split('/')[2]!.split('?')[0]);
    // The re-sent creates were answered 200 with the record the server already had.
    expect(posts('/api/activities').map((s) => s.outcome)).toEqual(['lost', 200, 201, 201]);
  });

  it('keeps the back-off short while each try gets a step further', async () => {
    const { app, slip } = await start();
    const saved = await offline(() => reading(app, slip, '501'));
    const lost = new Set<string>();
    phone.fault = ({ method, path }) => {
      const kind = `${method} ${path.split('/')[1]}/${path.split('/')[2]?.split('?')[0]}`;
      if (method === 'GET' || lost.has(kind)) return undefined;
      lost.add(kind);
      return 'lose';
    };
    const timers = vi.spyOn(globalThis, 'setTimeout');
    for (let run = 0; run < 10 && (await outbox(app)).length > 0; run++) await app.sync.syncOutbox();
    const delays = timers.mock.calls
      .map((call) => call[1])
      .filter((d) => app.sync.RETRY_DELAYS_MS.includes(d!));
    timers.mockRestore();
    // Photo PUT, registration, activity, reading: each lost once, each after progress.
    expect(phone.sent.filter((s) => s.outcome === 'lost')).toHaveLength(4);
    expect(delays).toEqual([2_000, 2_000, 2_000, 2_000]);
    expect(await readingRow(saved.guid)).toMatchObject({ reading: '501.000', imageStatus: 'uploaded' });
    // Nothing getting through at all makes it grow.
    phone.online = false;
    await note(app, slip);
    phone.online = true;
    phone.fault = () => 'drop';
    const growing = vi.spyOn(globalThis, 'setTimeout');
    for (let run = 0; run < 3; run++) await app.sync.syncOutbox();
    expect(growing.mock.calls.map((call) => call[1]).filter((d) => d! >= 2_000)).toEqual([
      2_000, 5_000, 15_000,
    ]);
    growing.mockRestore();
  });

  it('gives up a stalled request after the time-out and sends it on the next run', async () => {
    // Long enough that a normal request on a loaded CI machine never hits it.
    const app = await signedInApp(tenant.staff, { requestTimeoutMs: 1_500 });
    const slip = await newSlip();
    phone.fault = () => 'stall';
    const stalled = await note(app, slip);
    expect(stalled.outcome).toBe('queued');
    expect(app.sync.syncState()).toBe('offline');
    phone.fault = () => undefined;
    await app.sync.syncOutbox();
    expect(await outbox(app)).toEqual([]);
    expect(await arrived([stalled.guid])).toHaveLength(1);
  });
});

describe('server refusals and errors', () => {
  it('keeps a refused entry with the server message and sends the next ones', async () => {
    const { app, slip } = await start();
    const taken = await note(app, slip, 'the original');
    expect(taken.outcome).toBe('sent');
    phone.online = false;
    const removed = await note(app, { guid: randomUUID() }, 'on a removed location');
    await tick();
    const reused = await note(app, slip, 'other content, same guid', taken.guid);
    await tick();
    const fine = await checkIn(app, slip);
    phone.online = true;
    await app.sync.syncOutbox();
    const left = await outbox(app);
    expect(left.map((e) => [e.guid, e.status, e.errorStatus])).toEqual([
      [removed.guid, 'refused', 404],
      [reused.guid, 'refused', 409],
    ]);
    expect(left[0]!.error).toMatch(/not found/i);
    expect(left[1]!.error).not.toMatch(/^\{/);
    expect(await arrived([fine.guid])).toHaveLength(1);
    expect(app.sync.syncState()).toBe('idle');
    // Refused entries are not sent again; only the guard removes them.
    const before = phone.sent.length;
    await app.sync.syncOutbox();
    expect(phone.sent.length).toBe(before);
    await app.outbox.removeEntry(left[0]!.seq!);
    expect((await outbox(app)).map((e) => e.guid)).toEqual([reused.guid]);
  });

  it('throws a refusal of the entry being saved online, and removes it (the screen shows it)', async () => {
    const app = await signedInApp();
    const error = await note(app, { guid: randomUUID() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 404 });
    expect(await outbox(app)).toEqual([]);
    // The same error an online request throws: the server's answer as it came, so every screen
    // finds the server's words in it (issues prefer them only from the JSON error body).
    const { message } = error as Error;
    expect(JSON.parse(message)).toMatchObject({ message: expect.stringMatching(/not found/i) });
    expect(preferServerMessage(404, message, 'Failed to create issue. Please try again.')).toMatch(
      /not found/i,
    );
  });

  it.each([503, 500, 408, 429])(
    'stops at a %i, keeps the entry and the ones after it, and retries',
    async (status) => {
      const app = await signedInApp();
      const slip = await newSlip();
      phone.online = false;
      const first = await checkIn(app, slip);
      await tick();
      const second = await note(app, slip);
      await tick();
      const third = await checkIn(app, slip);
      phone.online = true;
      phone.fault = ({ body }) => (body?.guid === second.guid ? { status } : undefined);
      const timers = vi.spyOn(globalThis, 'setTimeout');
      await app.sync.syncOutbox();
      expect(app.sync.syncState()).toBe('retrying');
      expect((await outbox(app)).map((e) => [e.guid, e.status, e.attempts])).toEqual([
        [second.guid, 'pending', 1],
        [third.guid, 'pending', 0],
      ]);
      expect(posts('/api/activities').map((s) => s.body?.guid)).toEqual([first.guid, second.guid]);
      expect(timers.mock.calls.map((call) => call[1])).toContain(app.sync.RETRY_DELAYS_MS[0]);
      timers.mockRestore();
      phone.fault = () => undefined;
      await app.sync.syncOutbox();
      expect(await outbox(app)).toEqual([]);
      const rows = await arrived([first.guid, second.guid, third.guid]);
      expect(rows.map((r) => r.guid)).toEqual([first.guid, second.guid, third.guid]);
    },
  );

  it('waits out the back-off after a server error even when another sync was asked for meanwhile', async () => {
    const { app, slip } = await start();
    const entry = await offline(() => note(app, slip));
    phone.fault = () => ({ status: 503 });
    const first = app.sync.syncOutbox();
    // The guard's session coming back, a save, the network: each asks for a sync during the run.
    const second = app.sync.syncOutbox();
    await Promise.all([first, second]);
    expect(app.sync.syncState()).toBe('retrying');
    expect(posts('/api/activities').map((s) => s.outcome)).toEqual([503]);
    expect((await outbox(app)).map((e) => [e.guid, e.attempts])).toEqual([[entry.guid, 1]]);
  });

  it('retries by itself with a growing back-off', async () => {
    const { app, slip } = await start();
    const entry = await offline(() => note(app, slip));
    let failures = 2;
    phone.fault = () => (failures-- > 0 ? { status: 503 } : undefined);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await app.sync.syncOutbox();
    // The first retry comes 2 s later on its own, fails again and waits 5 s; the guard's next
    // save, the network returning or the app coming to the front send it sooner.
    // The second wait is set once the second 503 has been handled, a moment after it arrived.
    const delays = () =>
      timers.mock.calls.map((call) => call[1]).filter((d) => app.sync.RETRY_DELAYS_MS.includes(d!));
    await vi.waitFor(() => expect(delays()).toEqual([2_000, 5_000]), { timeout: 6_000 });
    timers.mockRestore();
    expect(phone.sent.filter((s) => s.outcome === 503)).toHaveLength(2);
    await app.sync.syncOutbox();
    expect(await arrived([entry.guid])).toHaveLength(1);
    expect(await outbox(app)).toEqual([]);
  });

  it('throws a server error of the entry being saved online and removes it; an older one keeps it queued', async () => {
    const { app, slip } = await start();
    phone.fault = () => ({ status: 503 });
    const error = await note(app, slip).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 503 });
    expect(await outbox(app)).toEqual([]);

    const older = await offline(() => note(app, slip, 'older'));
    phone.fault = ({ body }) => (body?.guid === older.guid ? { status: 503 } : undefined);
    const newer = await checkIn(app, slip);
    expect(newer.outcome).toBe('queued');
    expect((await outbox(app)).map((e) => e.guid)).toEqual([older.guid, newer.guid]);
  });
});

describe('sessions', () => {
  it('pauses on 401 without refusing anything, and goes on once the guard signs in again', async () => {
    const { app, slip } = await start();
    const entry = await offline(() => note(app, slip));
    // The session ended on the server (expired): the app still thinks the guard is signed in.
    await phone.fetch('/api/logout', { redirect: 'manual' });
    await app.sync.syncOutbox();
    expect(app.sync.syncState()).toBe('signed-out');
    expect(await outbox(app)).toMatchObject([{ guid: entry.guid, status: 'pending', attempts: 0 }]);
    // A save now starts the sign-in and stays queued.
    const next = await checkIn(app, slip);
    expect(next.outcome).toBe('queued');
    expect(phone.location.href).toBe(LOGIN_ENTRY_PATH);
    // Signing in (the auth query succeeds) starts a run: both arrive.
    await phone.signIn(tenant.staff.email, TEST_PASSWORD);
    await app.sync.syncOutbox();
    expect((await arrived([entry.guid, next.guid])).map((r) => r.guid)).toEqual([entry.guid, next.guid]);
    expect(await outbox(app)).toEqual([]);
  });

  it('sends once the guard signs in again even while the run that met the 401 is ending', async () => {
    const { app, slip } = await start();
    const entry = await offline(() => note(app, slip));
    await phone.fetch('/api/logout', { redirect: 'manual' });
    // The 401 is slow to come back; the guard signs in meanwhile, which asks for a run.
    const held = phone.holdAnswer(entry.guid);
    const run = app.sync.syncOutbox();
    await vi.waitFor(() => expect(held.reached()).toBe(true));
    await phone.signIn(tenant.staff.email, TEST_PASSWORD);
    const signedIn = app.sync.syncOutbox();
    held.release();
    await Promise.all([run, signedIn]);
    expect(posts('/api/activities').map((s) => s.outcome)).toEqual([401, 201]);
    expect(await outbox(app)).toEqual([]);
    expect(app.sync.syncState()).toBe('idle');
  });

  it('leaves the entries of another user waiting until that user signs in', async () => {
    const { app, slip } = await start();
    const mine = await offline(() => note(app, slip, 'by staff'));
    await phone.signOut();
    await phone.signIn(tenant.admin.email, TEST_PASSWORD);
    const theirs = await note(app, slip, 'by admin');
    expect(theirs.outcome).toBe('sent');
    expect(posts('/api/activities').map((s) => s.body?.guid)).toEqual([theirs.guid]);
    expect(await outbox(app)).toMatchObject([
      { guid: mine.guid, status: 'pending', userGuid: tenant.staff.guid },
    ]);

    await phone.signOut();
    await phone.signIn(tenant.staff.email, TEST_PASSWORD);
    await app.sync.syncOutbox();
    expect(await outbox(app)).toEqual([]);
    const [row] = await arrived([mine.guid]);
    expect(row?.userId).toBe(tenant.staff.id);
  });

  it('never sends an entry with the session of a user who signed in while it was being sent', async () => {
    const { app, slip } = await start();
    phone.online = false;
    const first = await note(app, slip, 'one');
    await tick();
    const second = await note(app, slip, 'two');
    phone.online = true;
    // While the first one's answer is on its way (slowly), the guard hands the phone over.
    const held = phone.holdAnswer(first.guid);
    const run = app.sync.syncOutbox();
    await vi.waitFor(() => expect(held.reached()).toBe(true));
    await phone.signOut();
    await phone.signIn(tenant.admin.email, TEST_PASSWORD);
    held.release();
    await run;
    // The first went with the guard's own session; the second waits for the guard.
    expect(posts('/api/activities').map((s) => s.body?.guid)).toEqual([first.guid]);
    expect((await outbox(app)).map((e) => e.guid)).toEqual([second.guid]);
    await phone.signOut();
    await phone.signIn(tenant.staff.email, TEST_PASSWORD);
    await app.sync.syncOutbox();
    const rows = await arrived([first.guid, second.guid]);
    expect(rows.map((r) => [r.guid, r.userId])).toEqual([
      [first.guid, tenant.staff.id],
      [second.guid, tenant.staff.id],
    ]);
  });
});

describe('photos', () => {
  it('allocates a fresh upload link when the one kept with the photo has expired (403)', async () => {
    const { app, slip } = await start();
    // Allocated more than an hour ago, before the signal died: the server now answers 403.
    const oldGuid = randomUUID();
    const token = createUploadToken(
      t.app.config.sessionSecret,
      oldGuid,
      tenant.clientGuid,
      Date.now() - 61 * 60_000,
    );
    phone.online = false;
    const saved = await reading(app, slip, '31.5', {
      imageGuid: oldGuid,
      uploadURL: `/img/${oldGuid}?token=${encodeURIComponent(token)}`,
    });
    phone.online = true;
    await app.sync.syncOutbox();
    expect(await outbox(app)).toEqual([]);
    const puts = phone.sent.filter((s) => s.method === 'PUT');
    expect(puts.map((s) => s.outcome)).toEqual([403, 201]);
    const row = await readingRow(saved.guid);
    expect(row?.image).toBeDefined();
    expect(row?.image).not.toBe(oldGuid);
    expect(puts[1]!.path).toContain(row!.image!);
  });

  it('refuses a photo whose fresh link is refused too, and goes on with the next entry', async () => {
    const { app, slip } = await start();
    phone.online = false;
    const saved = await reading(app, slip, '12');
    await tick();
    const next = await checkIn(app, slip);
    phone.online = true;
    // Storage refuses every link (a storage clock far off): twice 403, then the reading is refused.
    phone.fault = ({ method }) =>
      method === 'PUT' ? { status: 403, message: 'The upload link has expired' } : undefined;
    await app.sync.syncOutbox();
    expect(phone.sent.filter((s) => s.method === 'PUT')).toHaveLength(2);
    expect(await outbox(app)).toMatchObject([
      { guid: saved.guid, status: 'refused', errorStatus: 403, error: 'The upload link has expired' },
    ]);
    expect(await arrived([saved.activityGuid])).toEqual([]);
    expect(await arrived([next.guid])).toHaveLength(1);
  });
});

describe('entries queued by the version before decision 0025', () => {
  /** The offline database as version 1 left it on the phone: steps were methods and URLs. */
  function version1Database(entries: object[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = phone.indexedDB.open('dockwatch-offline', 1);
      request.onupgradeneeded = () => {
        const outbox = request.result.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('byId', 'id', { unique: true });
        request.result.createObjectStore('queries', { keyPath: 'key' }).createIndex('bySavedAt', 'savedAt');
        for (const entry of entries) outbox.add(entry);
      };
      request.onsuccess = () => resolve(request.result.close());
      request.onerror = () => reject(request.error);
    });
  }

  it('brings them into the new shape when the new version opens, and sends them', async () => {
    const slip = await newSlip();
    const base = { userGuid: tenant.staff.guid, done: 0, status: 'pending', attempts: 0 };
    const noteGuid = randomUUID();
    const activityGuid = randomUUID();
    const readingGuid = randomUUID();
    const recordedAt = new Date(Date.now() - 60_000).toISOString();
    await version1Database([
      {
        ...base,
        id: noteGuid,
        kind: 'note',
        label: 'Note at B',
        locationGuid: slip.guid,
        deviceTime: recordedAt,
        steps: [{ method: 'POST', url: '/api/activities', body: noteBody(noteGuid, slip.guid, 'old app') }],
      },
      {
        ...base,
        id: readingGuid,
        kind: 'meter-reading',
        label: 'Power reading 7.5',
        locationGuid: slip.guid,
        deviceTime: recordedAt,
        steps: [
          {
            method: 'POST',
            url: '/api/activities',
            body: meterActivityBody({
              guid: activityGuid,
              locationId: slip.guid,
              meterType: 'power',
              gpsLatitude: null,
              gpsLongitude: null,
              gpsAccuracy: null,
              marinaId: null,
            }),
          },
          {
            method: 'POST',
            url: '/api/meter-readings',
            body: meterReadingBody({
              guid: readingGuid,
              activityId: activityGuid,
              meterImageId: PHOTO_GUID,
              meterType: 'power',
              reading: '7.5',
              notes: null,
              marinaId: null,
            }),
          },
        ],
        photo: {
          blob: new Blob([new Uint8Array(tinyJpeg())], { type: 'image/jpeg' }),
          locationGuid: slip.guid,
          meterType: 'power',
          marinaId: null,
          gpsLatitude: null,
          gpsLongitude: null,
          gpsAccuracy: null,
        },
      },
      {
        ...base,
        id: randomUUID(),
        kind: 'note',
        label: 'Gone',
        locationGuid: null,
        deviceTime: recordedAt,
        steps: [{ method: 'POST', url: '/api/no-such-thing?x=1', body: {} }],
      },
    ]);
    const app = await signedInApp();
    const upgraded = await outbox(app);
    expect(phone.sent).toEqual([]);
    expect(upgraded.map((e) => [e.guid, e.recordedAt, e.calls.map((c) => c.endpoint)])).toEqual([
      [noteGuid, recordedAt, ['createActivity']],
      [readingGuid, recordedAt, ['createActivity', 'createMeterReading']],
      [expect.any(String), recordedAt, ['POST /api/no-such-thing']],
    ]);
    expect(upgraded[1]!.photo).toMatchObject({
      slot: {
        endpoint: 'getRecordMeter',
        input: { params: { locationGuid: slip.guid, meterType: 'power' } },
      },
      register: { endpoint: 'createMeterImage' },
    });
    // The pending views read them like any entry.
    expect(pendingActivities(upgraded, () => 'B').map((a) => [a.guid, a.reading ?? null])).toEqual([
      [activityGuid, '7.5'],
      [noteGuid, null],
    ]);

    await app.sync.syncOutbox();
    expect((await arrived([noteGuid, activityGuid])).map((r) => r.guid)).toEqual([noteGuid, activityGuid]);
    expect((await readingRow(readingGuid))?.image).toBeDefined();
    expect((await outbox(app)).map((e) => [e.label, e.status, e.errorStatus])).toEqual([
      ['Gone', 'refused', 410],
    ]);
  });
});
