import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFailures, runStartSlots, scheduledJobs, session } from '#server/db/schema/index.ts';
import { LOGIN_WINDOW_MS } from '#server/modules/auth/login-rate-limit.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant } from '#server/test/factories.ts';
import { pruneExpired } from './prune-expired.ts';
import { claimRun, startScheduledJobs } from './scheduled-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

/** Moves a job's next run into the past, as if its period had gone by. */
const makeDue = (name: string) =>
  db()
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));

describe('jobs claimed in the database', () => {
  it('gives one period of a job to exactly one of many instances claiming at once', async () => {
    const job = { name: `claim-${randomUUID()}`, everyMs: 60_000 };
    const first = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimRun(db(), job, `instance-${i}`)),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    // Within the period nobody gets it again, the winner included.
    expect(await claimRun(db(), job, 'instance-0')).toBe(false);
    await makeDue(job.name);
    const second = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimRun(db(), job, `instance-${i}`)),
    );
    expect(second.filter(Boolean)).toHaveLength(1);
  });

  it('runs a job once per period with two instances running, and not again after a restart within it', async () => {
    const name = `count-${randomUUID()}`;
    let runs = 0;
    const job = { name, everyMs: 60 * 60_000, run: async () => void runs++ };
    const a = startScheduledJobs(db(), [job], { checkEveryMs: 20 });
    const b = startScheduledJobs(db(), [job], { checkEveryMs: 20 });
    // Waits for the run (not a fixed time: a loaded host may not tick within it), then gives both
    // instances more ticks in which a second run would show.
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
    // A restarted instance finds the next run time in the database.
    const restarted = startScheduledJobs(db(), [job], { checkEveryMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await restarted.stop();
    expect(runs).toBe(1);
    await makeDue(name);
    const later = startScheduledJobs(db(), [job], { checkEveryMs: 20 });
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 30_000 });
    await later.stop();
    expect(runs).toBe(2);
  });
});

describe('pruneExpired', () => {
  it('deletes expired sessions and sign-in failures older than the window, keeps the live ones', async () => {
    const tag = randomUUID();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3600_000);
    await db()
      .insert(session)
      .values([
        { sid: `old-${tag}`, sess: {}, expire: past },
        { sid: `live-${tag}`, sess: {}, expire: future },
      ]);
    await db()
      .insert(loginFailures)
      .values([
        { key: `old-${tag}`, failedAt: new Date(Date.now() - LOGIN_WINDOW_MS - 60_000) },
        { key: `live-${tag}`, failedAt: new Date() },
      ]);
    await pruneExpired(db());
    const sids = (await db().select({ sid: session.sid }).from(session)).map((r) => r.sid);
    expect(sids).toContain(`live-${tag}`);
    expect(sids).not.toContain(`old-${tag}`);
    const keys = (await db().select({ key: loginFailures.key }).from(loginFailures)).map((r) => r.key);
    expect(keys).toContain(`live-${tag}`);
    expect(keys).not.toContain(`old-${tag}`);
  });

  it('deletes run-start slots older than their 10-minute window, keeps the recent ones', async () => {
    const tenant = await createTenant(db(), 'Prune slots');
    const slot = (minutesAgo: number) => ({
      clientId: tenant.clientId,
      userId: tenant.staff.id,
      runGuid: randomUUID(),
      takenAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db()
      .insert(runStartSlots)
      .values([slot(11), slot(1)]);
    expect((await pruneExpired(db())).runStartSlots).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ takenAt: runStartSlots.takenAt })
      .from(runStartSlots)
      .where(eq(runStartSlots.userId, tenant.staff.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.takenAt.getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  });
});
