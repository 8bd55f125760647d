/**
 * npm run bench [-- --scale 1 --engine both|pg|pglite --connections 1,20 --duration 10
 *                  --pglite-scale S --keep --strict --json FILE --quick --skip-lighthouse --skip-qr
 *                  --skip-check-in --cpu-prof DIR]
 *
 * Generates the bench tenant, then for each engine and each number of connections measures the
 * hot reads and the check-in POST three ways side by side: the same SQL straight through the
 * driver (raw), that SQL behind a minimal node:http server (the floor, floor-server.ts), and the
 * real Dockwatch server, all with autocannon-style load; reads that send an ETag are measured
 * revalidated too (304). It judges issue 20's targets, each a ratio within the run. On
 * PostgreSQL it measures at a tenth of the scale first, then grows the history to the full scale
 * and measures again (the 1.3× growth target).
 * --quick is --scale 0.02 --duration 1.5 (under two minutes on an idle 2-core machine).
 * Then the QR decoding bench, the check-in latency in the browser and Lighthouse, each its own
 * script (npm run bench:qr, bench:check-in, bench:lighthouse).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { connect, pgliteDirIn } from '#server/db/connect.ts';
import { migrationsFolder, runMigrations } from '#server/db/migrate.ts';
import { createScratchDatabase } from '../scratch-postgres.ts';
import { type Endpoint, hotEndpoints } from './endpoints.ts';
import { startFloor } from './floor.ts';
import type { CapturedRequest } from './floor-spec.ts';
import { countsAt, createTenant, growTo, type Tenant, tenantCounts } from './generate.ts';
import { type ApiStats, loadEndpoint, loadNotModified, signIn, startServer } from './measure.ts';
import { measureNameFixerStall } from './name-fixer-stall.ts';
import { captureStatements, replayOnPglite, replayOnPostgres } from './raw-queries.ts';
import { jsonRows, machine, type Phase, phaseTable, type Row, verdictLines, verdicts } from './report.ts';
import { openPglite, pgliteRunner, pgRunner } from './sql-runner.ts';
import type { LatencyStats } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string' },
    'pglite-scale': { type: 'string' },
    engine: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '1,20' },
    json: { type: 'string' },
    duration: { type: 'string' },
    keep: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-qr': { type: 'boolean', default: false },
    'skip-check-in': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const scale = Number(args.scale ?? (args.quick ? 0.02 : 1));
const pgliteScale = Number(args['pglite-scale'] ?? scale);
const connectionCounts = args.connections.split(',').map(Number);
const duration = Number(args.duration ?? (args.quick ? 1.5 : 10));
const engines = args.engine === 'both' ? ['pg', 'pglite'] : [args.engine];
if (
  !engines.every((e) => e === 'pg' || e === 'pglite') ||
  !(scale > 0) ||
  !(pgliteScale > 0) ||
  !connectionCounts.every((c) => Number.isInteger(c) && c > 0)
) {
  console.error(
    'usage: npm run bench -- [--scale N] [--engine pg|pglite|both] [--connections 1,20] [--duration S] [--json FILE]',
  );
  process.exit(2);
}

const cpuProfileDir = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;
const log = (message: string) => console.log(message);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

interface Measurers {
  raw(e: Endpoint, connections: number): Promise<LatencyStats>;
  floor(e: Endpoint, connections: number): Promise<ApiStats>;
  api(e: Endpoint, connections: number): Promise<ApiStats>;
  notModified(e: Endpoint, etags: string[], connections: number): Promise<LatencyStats>;
}

async function measurePhase(
  engine: Phase['engine'],
  tenant: Tenant,
  activities: number,
  measure: Measurers,
): Promise<Phase> {
  const rows: Row[] = [];
  for (const endpoint of hotEndpoints(tenant)) {
    for (const connections of connectionCounts) {
      const raw = await measure.raw(endpoint, connections);
      const floor = await measure.floor(endpoint, connections);
      const api = await measure.api(endpoint, connections);
      const notModified =
        endpoint.kind === 'read' && api.etags
          ? await measure.notModified(endpoint, api.etags, connections)
          : undefined;
      log(
        `  ${endpoint.name} at ${connections}: p50 ${api.p50.toFixed(2)} ms, floor ${floor.p50.toFixed(2)} ms, ` +
          `raw ${raw.p50.toFixed(2)} ms${notModified ? `, 304 ${notModified.p50.toFixed(2)} ms` : ''}`,
      );
      rows.push({
        endpoint: endpoint.name,
        kind: endpoint.kind,
        method: endpoint.variants[0]!.method,
        connections,
        api,
        floor,
        raw,
        notModified,
      });
    }
  }
  return { engine, scale: tenant.scale, activities, rows };
}

/** What one server measures: its loads and, when it sends ETags, the revalidated reads. */
/**
 * Untimed load before each timed one, for the app and the floor alike: the figures are a running
 * server's, not its first seconds' (V8 compiling the route's code, a new connection's first plans).
 */
const warmUp = Math.min(1, duration / 5);

const serverMeasurers = (server: { baseUrl: string }, cookie: string) => ({
  load: (e: Endpoint, c: number) => loadEndpoint(server.baseUrl, cookie, e, c, duration, warmUp),
  notModified: (e: Endpoint, etags: string[], c: number) =>
    loadNotModified(server.baseUrl, cookie, e, etags, c, duration, warmUp),
});

const allCaptured = (captured: Map<string, CapturedRequest[]>) => [...captured.values()].flat();

async function benchPostgres(): Promise<Phase[]> {
  const scratch = await createScratchDatabase();
  if ('skipped' in scratch) throw new Error(scratch.skipped);
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-bench-pg-'));
  const phases: Phase[] = [];
  try {
    const migrated = await connect({ databaseUrl: scratch.url });
    await runMigrations(migrated);
    await migrated.close();
    const db = await pgRunner(scratch.url);
    const [{ version } = { version: '' }] = await db.query<{ version: string }>(
      'select current_setting($$server_version$$) as version',
    );
    log(`\n== PostgreSQL ${version}: ${scratch.url}`);
    const tenant = await createTenant(db, new Date());
    for (const target of [scale / 10, scale]) {
      const t0 = Date.now();
      log(`generating up to scale ${target} ...`);
      await growTo(db, tenant, target, log);
      const counts = await tenantCounts(db, tenant.clientId);
      log(`  ${JSON.stringify(counts)} in ${seconds(t0)}`);
      const captured = await captureStatements({ kind: 'postgres', url: scratch.url }, hotEndpoints(tenant));
      const floorServer = await startFloor({
        target: { kind: 'postgres', url: scratch.url, maxConnections: 20, clientId: tenant.clientId },
        requests: allCaptured(captured),
      });
      const server = await startServer({ databaseUrl: scratch.url, dataDir, cpuProfileDir });
      try {
        const cookie = await signIn(server.baseUrl);
        const app = serverMeasurers(server, cookie);
        const floor = serverMeasurers(floorServer, cookie);
        phases.push(
          await measurePhase('postgres', tenant, counts.activities!, {
            raw: (e, c) => replayOnPostgres(scratch.url, tenant.clientId, captured.get(e.name)!, c, duration),
            floor: floor.load,
            api: app.load,
            notModified: app.notModified,
          }),
        );
      } finally {
        await server.stop();
        await floorServer.stop();
      }
    }
    await db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (args.keep) log(`kept ${scratch.url}`);
    else await scratch.drop();
  }
  return phases;
}

async function benchPglite(): Promise<Phase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-bench-pglite-'));
  const at = (e: Endpoint, c: number) => `${e.name} @ ${c}`;
  try {
    log(`\n== PGlite in ${dataDir}`);
    const client: PGlite = await openPglite(pgliteDirIn(dataDir));
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    const db = pgliteRunner(client);
    const tenant = await createTenant(db, new Date());
    const t0 = Date.now();
    log(`generating scale ${pgliteScale} ...`);
    await growTo(db, tenant, pgliteScale, log);
    const counts = await tenantCounts(db, tenant.clientId);
    log(`  ${JSON.stringify(counts)} in ${seconds(t0)}`);
    // PGlite is one process at a time: the raw replay runs first, in here, then the floor server
    // gets the files, then the app.
    const endpoints = hotEndpoints(tenant);
    const captured = await captureStatements({ kind: 'pglite', client }, endpoints);
    const raw = new Map<string, LatencyStats>();
    for (const e of endpoints)
      for (const c of connectionCounts)
        raw.set(at(e, c), await replayOnPglite(client, captured.get(e.name)!, c, duration));
    await client.close();
    const floor = new Map<string, ApiStats>();
    const floorServer = await startFloor({
      target: { kind: 'pglite', dir: pgliteDirIn(dataDir) },
      requests: allCaptured(captured),
    });
    try {
      const load = serverMeasurers(floorServer, '').load;
      for (const e of endpoints) for (const c of connectionCounts) floor.set(at(e, c), await load(e, c));
    } finally {
      await floorServer.stop();
    }
    const server = await startServer({ dataDir, cpuProfileDir });
    try {
      const app = serverMeasurers(server, await signIn(server.baseUrl));
      return await measurePhase('pglite', tenant, counts.activities!, {
        raw: async (e, c) => raw.get(at(e, c))!,
        floor: async (e, c) => floor.get(at(e, c))!,
        api: app.load,
        notModified: app.notModified,
      });
    } finally {
      await server.stop();
    }
  } finally {
    if (args.keep) log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  log('Dockwatch bench');
  log(machine());
  log(
    `scale ${scale} (${countsAt(scale).activities.toLocaleString('en')} activities), ` +
      `${connectionCounts.join(' and ')} connections, ${duration} s per measurement, engines: ${engines.join(', ')}`,
  );
  const phases: Phase[] = [];
  if (engines.includes('pg')) phases.push(...(await benchPostgres()));
  if (engines.includes('pglite')) phases.push(await benchPglite());

  log('\n## Results\n');
  for (const phase of phases) log(`${phaseTable(phase)}\n`);
  const pgPhases = phases.filter((p) => p.engine === 'postgres');
  let missed = 0;
  if (pgPhases.length === 2) {
    const list = verdicts(pgPhases[1]!, pgPhases[0]);
    missed = list.filter((v) => !v.pass).length;
    log(`## Targets (PostgreSQL, scale ${scale})\n\n${verdictLines(list)}\n`);
    log(missed === 0 ? 'All targets met.' : `${missed} of ${list.length} targets missed.`);
  }
  if (args.json) {
    writeFileSync(args.json, `${JSON.stringify({ rows: jsonRows(phases) }, null, 2)}\n`);
    log(`figures written to ${args.json}`);
  }

  log('\n## Event loop during a pathological name-fixer search (PGlite, in process)\n');
  const stall = await measureNameFixerStall(Math.max(2, Math.min(duration, 5)));
  log(
    `a cheap read: mean ${stall.restMeanMs.toFixed(2)} ms at rest, ${stall.duringMeanMs.toFixed(2)} ms during ` +
      `${stall.searches} searches of ${stall.names} long names; event loop held at most ` +
      `${stall.loopMaxMs.toFixed(1)} ms (p99 ${stall.loopP99Ms.toFixed(1)} ms)`,
  );

  const script = (name: string, scriptArgs: string[] = [], env: NodeJS.ProcessEnv = {}) => {
    const result = spawnSync(
      process.execPath,
      [resolve('node_modules/tsx/dist/cli.mjs'), resolve(import.meta.dirname, name), ...scriptArgs],
      { stdio: 'inherit', env: { ...process.env, ...env } },
    );
    if (result.status !== 0) log(`${name} exited with ${result.status}`);
    return result.status === 0;
  };

  if (!args['skip-qr']) {
    log('\n## QR decoding (npm run bench:qr)\n');
    script('qr-decode.ts');
  }

  // Both build the web app; Lighthouse reuses the check-in bench's build.
  let built = false;
  if (!args['skip-check-in']) {
    log('\n## Check-in latency in the browser (npm run bench:check-in)\n');
    built = script('check-in-latency.ts', args.quick ? ['--runs', '5'] : []);
  }

  if (existsSync(resolve(import.meta.dirname, 'lighthouse.ts')) && !args['skip-lighthouse']) {
    log('\n## Lighthouse\n');
    script('lighthouse.ts', [], built ? { LIGHTHOUSE_SKIP_BUILD: '1' } : {});
  }
  log(`\nbench finished in ${seconds(started)}`);
  if (args.strict && missed > 0) process.exit(1);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
