import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathOf } from '#core/api/endpoint.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { connect, type Database } from '#server/db/connect.ts';
import { pruneExpiredJob } from '#server/jobs/prune-expired.ts';
import { escalateSafetyAlertsJob, raiseMissedChecksJob } from '#server/jobs/safety-escalation.ts';
import { SWEEP_EVERY_MS } from '#server/jobs/sweep-orphan-photos.ts';
import { judgeTourRunsJob, planTourRunsJob } from '#server/jobs/tour-runs.ts';
import { SEND_PUSH_MESSAGES } from '#server/modules/notifications/push-messages.ts';
import { addClientAdmin } from '#server/test/backend-factories.ts';
import { createTenant, TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { measurePace, paced } from '#server/test/pace.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/scratch-postgres.ts';
import { serverProcessArgs } from '../../scripts/support/server-process-args.ts';

// A process test's limits are hang guards: stretched to the machine's pace, measured here.
measurePace();

/**
 * Two app processes on one PostgreSQL database, as behind a load balancer: everything a request
 * needs (sessions, sign-in limits, data) lives in the database, so either instance can answer.
 */
const scratch = await createScratchDatabase();
const skipped = 'skipped' in scratch ? scratch.skipped : undefined;
if (skipped)
  console.warn(`[two-instances] not run: ${skipped}. Set TEST_DATABASE_URL to a server to run it.`);

interface Instance {
  child: ChildProcess;
  dataDir: string;
  url: string;
}

const SECRET = 'two-instances-secret-two-instances-secret-0123';
const instances: Instance[] = [];
let database: Database;
let tenant: TestTenant;

async function start(databaseUrl: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-instance-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    // info: the start's JSON log line names the address.
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
  };
  for (const key of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'TEST_DATABASE_URL', 'TRUST_PROXY']) delete env[key];
  const child = spawn(process.execPath, serverProcessArgs('main'), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const instance = { child, dataDir, url: '' };
  instances.push(instance);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const match = /"msg":"Dockwatch is running at (http:\/\/[^\s"]+)"/.exec(output);
    if (match) return { ...instance, url: match[1]! };
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop({ child, dataDir }: Instance): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const json = (cookie?: string) => ({
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

describe.skipIf(skipped !== undefined)('two instances on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const { url } = scratch as ScratchDatabase;
    // Started together: the migrations run once, the second instance waits for the first.
    [a, b] = await Promise.all([start(url), start(url)]);
    database = await connect({ databaseUrl: url, maxConnections: 2 });
    tenant = await createTenant(database.db);
  }, paced(120_000));

  afterAll(async () => {
    await Promise.all(instances.map(stop));
    await database?.close();
    await (scratch as ScratchDatabase).drop();
  });

  // By default a client admin's writes (location types, decision 0023).
  const signIn = async (on: Instance, user: { email: string } = tenant.superAdmin) => {
    const response = await fetch(`${on.url}/api/auth/login`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };

  it('a session created on one instance works on the other, and signing out on either ends it', async () => {
    const cookie = await signIn(a);
    const onB = await fetch(`${b.url}/api/auth/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect((await onB.json()).email).toBe(tenant.superAdmin.email);
    expect((await fetch(`${b.url}/api/logout`, { headers: { cookie }, redirect: 'manual' })).status).toBe(
      302,
    );
    expect((await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('a write on one instance is read on the other, both ways', async () => {
    const cookie = await signIn(b);
    const marinaId = tenant.marinas[0]!.guid;
    const created = await fetch(`${a.url}/api/location-types`, {
      method: 'POST',
      headers: json(cookie),
      body: JSON.stringify({ name: 'Written on A', marinaId }),
    });
    expect(created.status).toBe(201);
    const type = (await created.json()) as { guid: string };
    const listed = await fetch(`${b.url}/api/location-types?marinaId=${marinaId}`, { headers: { cookie } });
    expect(await listed.json()).toContainEqual({ guid: type.guid, name: 'Written on A' });

    const again = await fetch(`${b.url}/api/location-types`, {
      method: 'POST',
      headers: json(cookie),
      body: JSON.stringify({ name: 'Written on B', marinaId }),
    });
    expect(again.status).toBe(201);
    const fromA = await fetch(`${a.url}/api/location-types?marinaId=${marinaId}`, { headers: { cookie } });
    expect(((await fromA.json()) as { name: string }[]).map((t) => t.name).sort()).toEqual([
      'Written on A',
      'Written on B',
    ]);
  });

  it('runs the background jobs (prune, sweep, tour runs, safety, push) in the real processes, each claimed by one of them', async () => {
    const pids = [a.child.pid, b.child.pid].map(String);
    const periods = Object.fromEntries(
      [pruneExpiredJob, planTourRunsJob, judgeTourRunsJob, escalateSafetyAlertsJob, raiseMissedChecksJob].map(
        (job) => [job.name, job.everyMs],
      ),
    );
    periods['sweep-orphan-photos'] = SWEEP_EVERY_MS;
    periods[SEND_PUSH_MESSAGES] = 5_000;
    const read = async () =>
      (
        (await database.db.execute(
          sql`select name, last_run_by, extract(epoch from next_run_at - last_run_at) * 1000 as period_ms
              from scheduled_jobs where last_run_by is not null order by name`,
        )) as unknown as { rows: { name: string; last_run_by: string; period_ms: string }[] }
      ).rows;
    // Both instances tick at start; the first tick's jobs run one after another.
    await vi.waitFor(
      async () => expect((await read()).map((r) => r.name)).toEqual(Object.keys(periods).sort()),
      {
        timeout: 30_000,
        interval: 200,
      },
    );
    for (const row of await read()) {
      // last_run_by is `<pid>-<random>` of the claiming instance; the next run is one period on.
      // That no other instance runs it again within the period is claimRun's test
      // (jobs/scheduled-jobs.test.ts: eight claimers at once, one wins).
      expect(pids).toContain(row.last_run_by.split('-')[0]);
      expect(Math.round(Number(row.period_ms))).toBe(periods[row.name]);
    }
  });

  it(
    "climbs an SOS's ladder once per tier with both instances' jobs running, and stops at the acknowledgement",
    async () => {
      await addClientAdmin(database.db, tenant);
      const guid = crypto.randomUUID();
      const raised = await fetch(`${a.url}${safetyApi.raiseAlert.path}`, {
        method: 'POST',
        headers: json(await signIn(a, tenant.staff)),
        body: JSON.stringify({ guid, marinaId: tenant.marinas[0]!.guid, kind: 'sos' }),
      });
      expect(raised.status).toBe(201);
      const events = async () =>
        (
          (await database.db.execute(
            sql`select e.type, e.tier from safety_alert_events e join safety_alerts a on a.id = e.alert_id
              where a.guid = ${guid} order by e.id`,
          )) as unknown as { rows: { type: string; tier: string | null }[] }
        ).rows.map((row) => [row.type, row.tier].filter(Boolean).join(' '));
      /** The tier's minutes have passed (the next step is due now). */
      const lapse = () =>
        database.db.execute(
          sql`update safety_alerts set next_step_at = now() - interval '1 second'
            where guid = ${guid} and next_step_at is not null`,
        );
      const settle = (expected: string[]) =>
        vi.waitFor(async () => expect(await events()).toEqual(expected), { timeout: 30_000, interval: 250 });
      await settle(['raised', 'notified marina_admins']);
      await lapse();
      await settle(['raised', 'notified marina_admins', 'notified client_admins']);
      const acknowledged = await fetch(`${b.url}${pathOf(safetyApi.acknowledgeAlert.path, { guid })}`, {
        method: 'POST',
        headers: json(await signIn(b, tenant.admin)),
        body: '{}',
      });
      expect(acknowledged.status).toBe(200);
      await lapse();
      // Through another period of the job (5 s) on both instances: no step was taken twice, none after.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await events()).toEqual([
        'raised',
        'notified marina_admins',
        'notified client_admins',
        'acknowledged',
      ]);
      const notified = (
        (await database.db.execute(
          sql`select count(*)::int as n from notifications where dedupe_key like ${`safety-alert:${guid}:%`}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
      // The marina's admin once, the client admin once.
      expect(notified).toBe(2);
    },
    paced(120_000),
  );

  it('shares the sign-in rate limit: failures on one instance count on the other', async () => {
    const attempt = (on: Instance, password: string) =>
      fetch(`${on.url}/api/auth/login`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ email: tenant.staff.email, password }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a : b, 'wrong password')).status).toBe(401);
    expect((await attempt(a, TEST_PASSWORD)).status).toBe(429);
    expect((await attempt(b, TEST_PASSWORD)).status).toBe(429);
  });
});
