import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { alertEmails, notifications, users } from '#server/db/schema/index.ts';
import { ownerPoolSize } from '#server/db/tenant-pool.ts';
import { type JobRunReport, startScheduledJobs } from '#server/jobs/scheduled-jobs.ts';
import { ALERT_EMAIL_MAX_ATTEMPTS } from '#server/modules/notifications/alert-emails.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, nextTestIp, TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { createRunRow, createTourRow } from '#server/test/tour-factories.ts';
import { LOGIN_MAX_FAILURES } from '../auth/login-rate-limit.ts';
import { SIGN_IN_FAILURE_REASONS } from './app-metrics.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** A built web app of two files, so the page fallback and the static routes are really there. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dockwatch-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Dockwatch SPA</title>');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  return dir;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` carrying all of `labels`; undefined when absent. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} samples`);
  return found[0]?.value;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ webDist: webDist() });
  });
  afterAll(() => off.close());

  it('answers 404 as if absent, never the web app, with or without a bearer token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await off.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'request.notFound', message: 'Not found' });
    }
    // The page fallback is on for other paths: /metrics is kept from it on purpose.
    const page = await off.app.inject({ method: 'GET', url: '/settings' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dockwatch SPA');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let inject: Inject;
  const db = () => t.database.db;
  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}`, ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const signIn = (email: string, password: string, ip = nextTestIp()) =>
    inject(authApi.signIn, { body: { email, password } }, { remoteAddress: ip });
  const failures = async (reason: string) =>
    sampleValue(await scrape(), 'dockwatch_sign_in_failures_total', { reason });

  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN, webDist: webDist() });
    tenant = await createTenant(db());
    other = await createTenant(db(), 'Other');
    inject = injectFor(t.app);
  });
  afterAll(() => t.close());

  it('answers 401 without the bearer token, with a wrong one or another scheme; the web app never', async () => {
    const cases = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-0000' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({ code: 'auth.unauthorized', message: 'Unauthorized' });
    }
  });

  it('answers 200 Prometheus text with the token: process metrics and every dockwatch_ family', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(sampleValue(text, name), name).toBeGreaterThanOrEqual(0);
    for (const reason of SIGN_IN_FAILURE_REASONS)
      expect(
        sampleValue(text, 'dockwatch_sign_in_failures_total', { reason }),
        reason,
      ).toBeGreaterThanOrEqual(0);
    for (const state of ['due', 'waiting', 'given_up'])
      expect(sampleValue(text, 'dockwatch_alert_emails_unsent', { state })).toBeGreaterThanOrEqual(0);
    for (const step of ['start_check', 'judging'])
      expect(sampleValue(text, 'dockwatch_tour_runs_awaiting', { step })).toBeGreaterThanOrEqual(0);
    if (process.env.TEST_DATABASE_URL) {
      // The test's tenant pool of 5 (build-test-app.ts) and the owner pool beside it; connections
      // in use by this very request count.
      expect(sampleValue(text, 'dockwatch_db_pool_max_connections')).toBe(5 + ownerPoolSize(5));
      expect(sampleValue(text, 'dockwatch_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(text, 'dockwatch_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, 'dockwatch_db_pool_waiting_requests')).toBe(0);
    } else {
      // PGlite: one connection in process, no pool to report.
      expect(text).not.toContain('dockwatch_db_pool');
    }
  });

  it('times requests by route template and status, never by raw URL; scrapes are not counted', async () => {
    const cookie = await loginAs(t.app, tenant.staff);
    const type = await createLocationType(db(), tenant.clientId, 'Slip');
    const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
    const location = await createLocation(db(), scope, { name: 'A-1', typeId: type.id });
    for (let i = 0; i < 3; i++) {
      const read = await inject(locationsApi.get, { params: { guid: location.guid } }, { cookie });
      expect(read.statusCode).toBe(200);
    }
    const foreign = await inject(
      locationsApi.get,
      { params: { guid: location.guid } },
      { cookie: await loginAs(t.app, other.admin) },
    );
    expect(foreign.statusCode).toBe(404);
    // A path no route has, with a query: its URL must not reach the labels.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/no-such-thing?email=x@y.example' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/page/${location.guid}` })).statusCode).toBe(200);

    const text = await scrape();
    const count = (route: string, status: string, method = 'GET') =>
      sampleValue(text, 'dockwatch_http_request_duration_seconds_count', {
        method,
        route,
        status_code: status,
      });
    // The route label is the declared path template.
    expect(count(locationsApi.get.path, '200')).toBe(3);
    expect(count(locationsApi.get.path, '404')).toBe(1);
    expect(count(authApi.signIn.path, '200', authApi.signIn.method)).toBe(2);
    expect(count('static', '200')).toBe(1);
    // The API's 404 and the web app's page fallback: no route matched either.
    expect(count('unmatched', '404')).toBe(1);
    expect(count('unmatched', '200')).toBe(1);
    expect(
      sampleValue(text, 'dockwatch_http_request_duration_seconds_bucket', {
        route: locationsApi.get.path,
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(text).not.toContain('route="/metrics"');
    // Nothing of a tenant: no guid, e-mail address, client id nor raw path.
    for (const secret of [location.guid, tenant.clientGuid, tenant.staff.guid, tenant.staff.email, '@']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('app-1a2b3c');
    expect(text).not.toMatch(/client_?id=/i);
    // Every route label is a template of ours or one of the two fixed labels.
    const routes = new Set(samples(text).flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    for (const route of routes) expect(route).toMatch(/^(\/api\/[\w/:-]+|unmatched|static)$/);
  });

  it('counts failed sign-ins by reason: wrong password, rate-limited, disabled account', async () => {
    const before = {
      invalid: (await failures('invalid_credentials'))!,
      limited: (await failures('rate_limited'))!,
    };
    const ip = nextTestIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await signIn(tenant.admin.email, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await signIn(tenant.admin.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn('nobody@test.example', 'wrong password')).statusCode).toBe(401);
    expect(await failures('invalid_credentials')).toBe(before.invalid + LOGIN_MAX_FAILURES + 1);
    expect(await failures('rate_limited')).toBe(before.limited + 1);
    const disabled = (await failures('account_disabled'))!;
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.staff.id));
    expect((await signIn(other.staff.email, TEST_PASSWORD)).statusCode).toBe(403);
    expect(await failures('account_disabled')).toBe(disabled + 1);
    // A right password is no failure.
    const right = await failures('invalid_credentials');
    expect((await signIn(tenant.staffOther.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await failures('invalid_credentials')).toBe(right);
  });

  it("reports a job's runs, failures and duration on this instance, and its last run's age from the database", async () => {
    const suffix = Date.now().toString(36);
    const ok = { name: `metrics-ok-${suffix}`, everyMs: 3_600_000, run: async () => 'done' };
    const broken = {
      name: `metrics-broken-${suffix}`,
      everyMs: 3_600_000,
      run: async () => {
        throw new Error('the job broke');
      },
    };
    const reports: JobRunReport[] = [];
    let bothRan = () => {};
    const done = new Promise<void>((resolve) => {
      bothRan = resolve;
    });
    const jobs = startScheduledJobs(db(), [ok, broken], {
      checkEveryMs: 60_000,
      onRun: (report) => {
        t.app.metrics.jobRan(report);
        if (reports.push(report) === 2) bothRan();
      },
    });
    await done;
    await jobs.stop();
    expect(reports.map((r) => [r.job, r.failed])).toEqual([
      [ok.name, false],
      [broken.name, true],
    ]);

    const text = await scrape();
    expect(sampleValue(text, 'dockwatch_job_runs_total', { job: ok.name })).toBe(1);
    expect(sampleValue(text, 'dockwatch_job_failures_total', { job: ok.name })).toBeUndefined();
    expect(sampleValue(text, 'dockwatch_job_runs_total', { job: broken.name })).toBe(1);
    expect(sampleValue(text, 'dockwatch_job_failures_total', { job: broken.name })).toBe(1);
    expect(sampleValue(text, 'dockwatch_job_duration_seconds_count', { job: ok.name })).toBe(1);
    expect(sampleValue(text, 'dockwatch_job_duration_seconds_count', { job: broken.name })).toBe(1);
    for (const job of [ok.name, broken.name]) {
      const age = sampleValue(text, 'dockwatch_job_last_run_age_seconds', { job });
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60);
    }
  });

  it('counts the outbox and tour-run backlogs across every client, whoever the scrape carries a session of', async () => {
    const stuck = async (values: Partial<typeof alertEmails.$inferInsert>) => {
      const clientId = tenant.clientId;
      const [notification] = await db()
        .insert(notifications)
        .values({
          clientId,
          marinaId: tenant.marinas[0]!.id,
          userId: tenant.admin.id,
          kind: 'tour-missed',
          title: 'Missed',
          body: 'A run was missed',
          dedupeKey: `metrics-test:${Math.random()}`,
        })
        .returning({ id: notifications.id });
      await db()
        .insert(alertEmails)
        .values({
          clientId,
          notificationId: notification!.id,
          toAddress: tenant.admin.email,
          subject: 'x',
          body: 'y',
          ...values,
        });
    };
    const base = await scrape();
    // States nobody else's run can change meanwhile: given up, and waiting out an hour's back-off.
    await stuck({ attempts: ALERT_EMAIL_MAX_ATTEMPTS });
    await stuck({ attempts: 1, nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const type = await createLocationType(db(), tenant.clientId, 'Gate');
    const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
    const gate = await createLocation(db(), scope, { name: 'Gate', typeId: type.id });
    const tour = await createTourRow(db(), scope, { name: 'Night round', locationIds: [gate.id] });
    await createRunRow(db(), scope, tour.id, new Date(Date.now() - 2 * 3_600_000));

    // Signed in as another client's admin: row-level security must not narrow the counts.
    const text = await scrape({ cookie: await loginAs(t.app, other.admin) });
    const unsent = (from: string, state: string) =>
      sampleValue(from, 'dockwatch_alert_emails_unsent', { state })!;
    expect(unsent(text, 'given_up')).toBeGreaterThanOrEqual(unsent(base, 'given_up') + 1);
    expect(unsent(text, 'waiting')).toBeGreaterThanOrEqual(unsent(base, 'waiting') + 1);
    // A run two hours old with nobody judging: its start check and its verdict are both due.
    for (const step of ['start_check', 'judging'])
      expect(sampleValue(text, 'dockwatch_tour_runs_awaiting', { step })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(tenant.admin.email);
  });

  it('keeps one registry per app: a second app counts from zero', async () => {
    const second = await buildTestApp({ metricsToken: TOKEN });
    try {
      const response = await second.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(
        sampleValue(response.body, 'dockwatch_sign_in_failures_total', { reason: 'invalid_credentials' }),
      ).toBe(0);
      expect(response.body).not.toContain('dockwatch_http_request_duration_seconds_count');
      expect(await failures('invalid_credentials')).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
});
