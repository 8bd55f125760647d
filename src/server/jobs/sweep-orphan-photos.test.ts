import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import {
  activities,
  issues,
  meterImages,
  meterReadings,
  recordPhotos,
  scheduledJobs,
} from '#server/db/schema/index.ts';
import { SEND_PUSH_MESSAGES } from '#server/modules/notifications/push-messages.ts';
import { DiskPhotoStorage } from '#server/storage/disk.ts';
import { detectImageType } from '#server/storage/image-type.ts';
import type { PhotoStorage } from '#server/storage/photo-storage.ts';
import { S3PhotoStorage } from '#server/storage/s3.ts';
import { buildTestApp, type TestApp, testConfig } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { S3rver, type S3rverServer, TEST_BUCKET } from '#server/test/s3rver.ts';
import { pruneExpiredJob } from './prune-expired.ts';
import { escalateSafetyAlertsJob, raiseMissedChecksJob } from './safety-escalation.ts';
import { startScheduledJobs } from './scheduled-jobs.ts';
import { sweepOrphanPhotos, sweepOrphanPhotosJob } from './sweep-orphan-photos.ts';
import { judgeTourRunsJob, planTourRunsJob } from './tour-runs.ts';

const BUCKET = TEST_BUCKET;
const HOUR = 60 * 60_000;
const jpeg = detectImageType(tinyJpeg())!;

let t: TestApp;
let tenant: TestTenant;
let s3: S3rverServer;
let s3Dir: string;
let s3Port: number;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  s3Dir = mkdtempSync(join(tmpdir(), 'dockwatch-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  s3Port = (await s3.run()).port;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
const db = () => t.database.db;
/** The sweep's scope: this file's client (other files' rows in a shared PostgreSQL database are theirs). */
const ours = () => ({ clientId: tenant.clientId });

const setTime = (path: string, hoursAgo: number) => {
  const time = new Date(Date.now() - hoursAgo * HOUR);
  utimesSync(path, time, time);
};

/** One storage under test, with what the test needs to reach past its interface. */
interface Bench {
  storage: PhotoStorage;
  /** The browser's PUT. */
  upload(photo: string): Promise<void>;
  /** Sets the object's own time (file mtime; s3rver's LastModified is its file's mtime). */
  age(photo: string, hoursAgo: number): void;
  /** Is the stored (finalized, served) object there; for S3 also the pending upload. */
  has(photo: string, where?: 'photo' | 'upload'): boolean;
}

function diskBench(dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-sweep-'))): Bench & { dataDir: string } {
  const storage = new DiskPhotoStorage(dataDir, 'test-secret-test-secret-test-secret-0123456789');
  const file = (photo: string) => join(dataDir, 'photos', tenant.clientGuid, `${photo}.jpg`);
  return {
    dataDir,
    storage,
    upload: async (photo) => void (await storage.save(tenant.clientGuid, photo, tinyJpeg(), jpeg)),
    age: (photo, hoursAgo) => setTime(file(photo), hoursAgo),
    has: (photo) => existsSync(file(photo)),
  };
}

function s3Bench(): Bench {
  const storage = new S3PhotoStorage({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const file = (photo: string, where: 'photo' | 'upload') =>
    join(s3Dir, BUCKET, `${where}s`, tenant.clientGuid, `${photo}._S3rver_object`);
  return {
    storage,
    upload: async (photo) => {
      const url = await storage.uploadUrl(tenant.clientGuid, photo);
      const response = await fetch(url, { method: 'PUT', body: new Uint8Array(tinyJpeg()) });
      expect(response.status).toBe(200);
    },
    age: (photo, hoursAgo) => {
      for (const where of ['photo', 'upload'] as const) {
        if (existsSync(file(photo, where))) setTime(file(photo, where), hoursAgo);
      }
    },
    has: (photo, where = 'photo') => existsSync(file(photo, where)),
  };
}

/** POST /api/meter-images as the service does it: finalize, then the row; a reading if `attach`. */
async function register(bench: Bench, photo: string, options: { attach: boolean; hoursAgo?: number }) {
  const stored = await bench.storage.finalize(tenant.clientGuid, photo);
  expect(stored.ok).toBe(true);
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const createdAt = new Date(Date.now() - (options.hoursAgo ?? 0) * HOUR);
  const [image] = await db()
    .insert(meterImages)
    .values({ ...scope, guid: photo, meterType: 'water', byteSize: tinyJpeg().length, createdAt })
    .returning({ id: meterImages.id });
  if (!options.attach) return;
  const [activity] = await db()
    .insert(activities)
    .values({ ...scope, type: 'meter_read', timestamp: createdAt })
    .returning({ id: activities.id });
  await db()
    .insert(meterReadings)
    .values({
      ...scope,
      activityId: activity!.id,
      meterImageId: image!.id,
      meterType: 'water',
      reading: '1',
    });
}

const imageRow = async (photo: string) =>
  (await db().select({ id: meterImages.id }).from(meterImages).where(eq(meterImages.guid, photo)))[0];

describe.each([
  ['on disk', diskBench],
  ['on S3 (s3rver)', s3Bench],
])('orphan sweep %s', (_name, makeBench) => {
  it('deletes an upload older than 24 hours that no reading has; a fresh one and an attached one stay', async () => {
    const bench = makeBench();
    const [stale, fresh, attached] = [randomUUID(), randomUUID(), randomUUID()];
    for (const photo of [stale, fresh, attached]) await bench.upload(photo);
    await register(bench, attached, { attach: true });
    bench.age(stale, 25);
    bench.age(attached, 25 * 24);
    expect(bench.has(stale) || bench.has(stale, 'upload')).toBe(true);

    const result = await sweepOrphanPhotos(db(), bench.storage, Date.now(), ours());

    expect(bench.has(stale)).toBe(false);
    expect(bench.has(stale, 'upload')).toBe(false);
    expect(bench.has(fresh) || bench.has(fresh, 'upload')).toBe(true);
    expect(bench.has(attached)).toBe(true);
    expect(await bench.storage.read(tenant.clientGuid, attached)).toBeDefined();
    expect(result.uploads + result.photos).toBe(1);
    // Nothing is left to do: a second run deletes nothing.
    expect(await sweepOrphanPhotos(db(), bench.storage, Date.now(), ours())).toEqual({
      unattached: 0,
      pending: 0,
      uploads: 0,
      photos: 0,
    });
  });

  it('deletes a stored photo that no meter image names (never registered, or its row deleted)', async () => {
    const bench = makeBench();
    const [orphan, kept] = [randomUUID(), randomUUID()];
    for (const photo of [orphan, kept]) await bench.upload(photo);
    // Finalized but its row never written (a crash in between, or a row gone with its marina).
    expect((await bench.storage.finalize(tenant.clientGuid, orphan)).ok).toBe(true);
    await register(bench, kept, { attach: true });
    // The spent upload URL was used again after registering: a second upload object (S3).
    await bench.upload(kept).catch(() => undefined);
    bench.age(orphan, 48);
    bench.age(kept, 48);

    await sweepOrphanPhotos(db(), bench.storage, Date.now(), ours());

    expect(bench.has(orphan)).toBe(false);
    expect(await bench.storage.read(tenant.clientGuid, orphan)).toBeUndefined();
    expect(bench.has(kept)).toBe(true);
    expect(bench.has(kept, 'upload')).toBe(bench.storage.kind === 'disk');
  });

  it('keeps photos on issues and notes (ADR 0032), however old, and still deletes an unattached upload beside them', async () => {
    const bench = makeBench();
    const [onIssue, onNote, loose] = [randomUUID(), randomUUID(), randomUUID()];
    for (const photo of [onIssue, onNote, loose]) await bench.upload(photo);
    const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
    const [issue] = await db()
      .insert(issues)
      .values({ ...scope, title: 'Broken ladder' })
      .returning({ id: issues.id });
    const [reported, note] = await db()
      .insert(activities)
      .values([
        { ...scope, type: 'issue_created', issueId: issue!.id, comment: 'Broken ladder' },
        { ...scope, type: 'comment', comment: 'Gate left open' },
      ])
      .returning({ id: activities.id });
    for (const [photo, activityId, issueId] of [
      [onIssue, reported!.id, issue!.id],
      [onNote, note!.id, null],
    ] as const) {
      const stored = await bench.storage.finalize(tenant.clientGuid, photo);
      expect(stored.ok).toBe(true);
      await db()
        .insert(recordPhotos)
        .values({
          ...scope,
          guid: photo,
          activityId,
          issueId,
          position: 0,
          contentType: 'image/jpeg',
          byteSize: 100,
        });
    }
    for (const photo of [onIssue, onNote, loose]) bench.age(photo, 30 * 24);

    const result = await sweepOrphanPhotos(db(), bench.storage, Date.now(), ours());

    expect(bench.has(onIssue)).toBe(true);
    expect(bench.has(onNote)).toBe(true);
    expect(await bench.storage.read(tenant.clientGuid, onIssue)).toBeDefined();
    expect(await bench.storage.read(tenant.clientGuid, onNote)).toBeDefined();
    expect(bench.has(loose) || bench.has(loose, 'upload')).toBe(false);
    expect(result.unattached).toBe(0);
  });

  it('deletes a registered photo no reading names after the offline window plus a day, with its object', async () => {
    const bench = makeBench();
    const [abandoned, recent, attached] = [randomUUID(), randomUUID(), randomUUID()];
    for (const photo of [abandoned, recent, attached]) await bench.upload(photo);
    await register(bench, abandoned, { attach: false, hoursAgo: 97 });
    await register(bench, recent, { attach: false, hoursAgo: 71 });
    await register(bench, attached, { attach: true, hoursAgo: 97 });
    bench.age(abandoned, 97);
    bench.age(recent, 71);
    bench.age(attached, 97);

    const result = await sweepOrphanPhotos(db(), bench.storage, Date.now(), ours());

    expect(result.unattached).toBe(1);
    expect(await imageRow(abandoned)).toBeUndefined();
    expect(bench.has(abandoned)).toBe(false);
    // Still inside the offline window: a queued reading may yet name it.
    expect(await imageRow(recent)).toBeDefined();
    expect(bench.has(recent)).toBe(true);
    expect(await imageRow(attached)).toBeDefined();
    expect(bench.has(attached)).toBe(true);
  });

  it('sweeps once with two job runners at once, and errors nowhere', async () => {
    const bench = makeBench();
    const stale = randomUUID();
    await bench.upload(stale);
    bench.age(stale, 30);
    let removed = 0;
    const counting: PhotoStorage = Object.assign(Object.create(bench.storage) as PhotoStorage, {
      remove: async (...args: Parameters<PhotoStorage['remove']>) => {
        const done = await bench.storage.remove(...args);
        if (done) removed++;
        return done;
      },
    });
    const job = sweepOrphanPhotosJob(counting);
    await db()
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, job.name));
    const error = vi.fn();
    const log = { error } as unknown as FastifyBaseLogger;
    const a = startScheduledJobs(db(), [job], { checkEveryMs: 20, log });
    const b = startScheduledJobs(db(), [job], { checkEveryMs: 20, log });
    // Waits for the sweep (a loaded host may not tick within a fixed time), then gives both runners
    // more ticks in which a second sweep would show.
    await vi.waitFor(() => expect(removed).toBe(1), { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([a.stop(), b.stop()]);

    expect(error).not.toHaveBeenCalled();
    expect(removed).toBe(1);
    expect(bench.has(stale) || bench.has(stale, 'upload')).toBe(false);
    // Without the claim, two sweeps at once still fail nowhere (a vanished object is no error).
    const again = randomUUID();
    await bench.upload(again);
    bench.age(again, 30);
    await expect(
      Promise.all([
        sweepOrphanPhotos(db(), bench.storage, Date.now(), ours()),
        sweepOrphanPhotos(db(), bench.storage, Date.now(), ours()),
      ]),
    ).resolves.toHaveLength(2);
    expect(bench.has(again) || bench.has(again, 'upload')).toBe(false);
  });
});

const OTHER_JOBS = [
  pruneExpiredJob.name,
  planTourRunsJob.name,
  judgeTourRunsJob.name,
  escalateSafetyAlertsJob.name,
  raiseMissedChecksJob.name,
  SEND_PUSH_MESSAGES,
];

describe('the sweep in the app', () => {
  it('runs in the background of two app instances on one database and deletes a stale upload', async () => {
    const bench = diskBench();
    const [stale, fresh] = [randomUUID(), randomUUID()];
    await bench.upload(stale);
    await bench.upload(fresh);
    bench.age(stale, 25);
    await db()
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'sweep-orphan-photos'));
    // The apps' other jobs (planning and judging every client's tour runs, pruning, the safety
    // alerts' escalation and missed checks) are not this test's subject, and on a shared
    // PostgreSQL they would write other test files' rows while those files check that a request
    // changed nothing: not due during this test.
    for (const name of OTHER_JOBS) {
      await db()
        .insert(scheduledJobs)
        .values({ name, nextRunAt: sql`now() + interval '1 hour'` })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: { nextRunAt: sql`now() + interval '1 hour'` },
        });
    }
    const config = testConfig({ dataDir: bench.dataDir, backgroundJobs: true });
    const apps = [await buildApp({ config, db: db() }), await buildApp({ config, db: db() })];
    try {
      await Promise.all(apps.map((app) => app.ready()));
      await vi.waitFor(() => expect(bench.has(stale)).toBe(false), { timeout: 5000, interval: 50 });
      expect(bench.has(fresh)).toBe(true);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

// A leftover temporary file of a write that crashed (disk) is swept as an upload.
describe('orphan sweep on disk: temporary files', () => {
  it('deletes a day-old .part file and leaves other names alone', async () => {
    const bench = diskBench();
    const dir = join(bench.dataDir, 'photos', tenant.clientGuid);
    await bench.upload(randomUUID());
    const part = join(dir, `.${randomUUID()}.0123456789abcdef.part`);
    const other = join(dir, 'notes.txt');
    writeFileSync(part, 'half');
    writeFileSync(other, 'not ours');
    setTime(part, 30);
    setTime(other, 30);
    expect((await sweepOrphanPhotos(db(), bench.storage, Date.now(), ours())).uploads).toBe(1);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(other)).toBe(true);
  });
});

describe('orphan sweep: a database that does not know the client', () => {
  it("deletes none of an unknown client's stored photos (the wrong database beside the real photos)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-sweep-'));
    const storage = new DiskPhotoStorage(dataDir, 'test-secret-test-secret-test-secret-0123456789');
    const [client, photo] = [randomUUID(), randomUUID()];
    await storage.save(client, photo, tinyJpeg(), jpeg);
    setTime(join(dataDir, 'photos', client, `${photo}.jpg`), 48);
    expect(await sweepOrphanPhotos(db(), storage)).toMatchObject({ photos: 0 });
    expect(await storage.read(client, photo)).toBeDefined();
  });
});
