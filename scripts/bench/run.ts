/**
 * npm run bench [-- --scale 1 --engine both|pg|pglite --connections 20 --duration 10
 *                  --pglite-scale S --keep --strict --quick --skip-lighthouse --skip-qr]
 *
 * Generates the bench tenant, then for each engine measures the hot reads and the check-in POST
 * through a real server with autocannon and the same SQL straight through the driver, and judges
 * the budgets of docs/performance.md. On PostgreSQL it measures at a tenth of the scale first,
 * then grows the history to the full scale and measures again (the 1.3× growth budget).
 * --quick is --scale 0.02 --duration 1.5 (under two minutes on an idle 2-core machine).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
import { countsAt, createTenant, growTo, type Tenant, tenantCounts } from './generate.ts';
import { type ApiStats, loadEndpoint, signIn, startServer } from './measure.ts';
import { measureNameFixerStall } from './name-fixer-stall.ts';
import { captureStatements, replayOnPglite, replayOnPostgres } from './raw-queries.ts';
import { machine, type Phase, phaseTable, type Row, verdictLines, verdicts } from './report.ts';
import { openPglite, pgliteRunner, pgRunner } from './sql-runner.ts';
import type { LatencyStats } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string' },
    'pglite-scale': { type: 'string' },
    engine: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string' },
    keep: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-qr': { type: 'boolean', default: false },
  },
});
const scale = Number(args.scale ?? (args.quick ? 0.02 : 1));
const pgliteScale = Number(args['pglite-scale'] ?? scale);
const connections = Number(args.connections);
const duration = Number(args.duration ?? (args.quick ? 1.5 : 10));
const engines = args.engine === 'both' ? ['pg', 'pglite'] : [args.engine];
if (!engines.every((e) => e === 'pg' || e === 'pglite') || !(scale > 0) || !(pgliteScale > 0)) {
  console.error(
    'usage: npm run bench -- [--scale N] [--engine pg|pglite|both] [--connections N] [--duration S]',
  );
  process.exit(2);
}

const log = (message: string) => console.log(message);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function measurePhase(
  engine: Phase['engine'],
  tenant: Tenant,
  activities: number,
  api: (e: Endpoint) => Promise<ApiStats>,
  raw: (name: string, e: Endpoint) => Promise<LatencyStats>,
): Promise<Phase> {
  const rows: Row[] = [];
  for (const endpoint of hotEndpoints(tenant)) {
    const a = await api(endpoint);
    const r = await raw(endpoint.name, endpoint);
    log(
      `  ${endpoint.name}: p50 ${a.p50.toFixed(2)} ms, p99 ${a.p99.toFixed(2)} ms, raw p50 ${r.p50.toFixed(2)} ms`,
    );
    rows.push({ endpoint: endpoint.name, kind: endpoint.kind, api: a, raw: r });
  }
  return { engine, scale: tenant.scale, activities, rows };
}

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
      const server = await startServer({ databaseUrl: scratch.url, dataDir });
      try {
        const cookie = await signIn(server.baseUrl);
        phases.push(
          await measurePhase(
            'postgres',
            tenant,
            counts.activities!,
            (e) => loadEndpoint(server.baseUrl, cookie, e, connections, duration),
            (name) => replayOnPostgres(scratch.url, captured.get(name)!, connections, duration),
          ),
        );
      } finally {
        await server.stop();
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
    // PGlite is one process: the raw replay runs first, in here, then the server gets the files.
    const captured = await captureStatements({ kind: 'pglite', client }, hotEndpoints(tenant));
    const raw = new Map<string, LatencyStats>();
    for (const [name, requests] of captured)
      raw.set(name, await replayOnPglite(client, requests, connections, duration));
    await client.close();
    const server = await startServer({ dataDir });
    try {
      const cookie = await signIn(server.baseUrl);
      return await measurePhase(
        'pglite',
        tenant,
        counts.activities!,
        (e) => loadEndpoint(server.baseUrl, cookie, e, connections, duration),
        async (name) => raw.get(name)!,
      );
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
      `${connections} connections, ${duration} s per measurement, engines: ${engines.join(', ')}`,
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
    log(`## Budgets (PostgreSQL, ${connections} connections)\n\n${verdictLines(list)}\n`);
    log(missed === 0 ? 'All budgets met.' : `${missed} budget(s) missed.`);
  }

  log('\n## Event loop during a pathological name-fixer search (PGlite, in process)\n');
  const stall = await measureNameFixerStall(Math.max(2, Math.min(duration, 5)));
  log(
    `a cheap read: mean ${stall.restMeanMs.toFixed(2)} ms at rest, ${stall.duringMeanMs.toFixed(2)} ms during ` +
      `${stall.searches} searches of ${stall.names} long names; event loop held at most ` +
      `${stall.loopMaxMs.toFixed(1)} ms (p99 ${stall.loopP99Ms.toFixed(1)} ms)`,
  );

  if (!args['skip-qr']) {
    log('\n## QR decoding (npm run bench:qr)\n');
    const qr = resolve(import.meta.dirname, 'qr-decode.ts');
    const result = spawnSync(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), qr], {
      stdio: 'inherit',
    });
    if (result.status !== 0) log(`qr-decode.ts exited with ${result.status}`);
  }

  const lighthouse = resolve(import.meta.dirname, 'lighthouse.ts');
  if (existsSync(lighthouse) && !args['skip-lighthouse']) {
    log('\n## Lighthouse\n');
    const result = spawnSync(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), lighthouse], {
      stdio: 'inherit',
    });
    if (result.status !== 0) log(`lighthouse.ts exited with ${result.status}`);
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
