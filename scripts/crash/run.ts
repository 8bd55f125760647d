/**
 * npm run test:crash: crash durability. Starts the real server, drives concurrent check-ins,
 * notes and meter readings, kills it with SIGKILL at a random moment, restarts it and checks
 * that every acknowledged write exists exactly once and the database is sound; then replays
 * every request with the same guids, twice, and checks that nothing doubles. See ADR 0016.
 *
 *   tsx scripts/crash/run.ts [--rounds 20] [--engine pglite|postgres|both] [--seed N]
 *                            [--workers 6] [--report file.json] [--keep]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { type Engine, type EngineName, openEngine } from './engine.ts';
import { HttpClient } from './http.ts';
import type { DbTable } from './probe.ts';
import { replay } from './replay.ts';
import { lockOwner } from './server.ts';
import { findTarget, staffLogin } from './target.ts';
import { checkPhotos, checkRows, emptyKnown, remember } from './verify.ts';
import { drive, type Random, seededRandom, type Target } from './workload.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    engine: { type: 'string', default: 'both' },
    seed: { type: 'string' },
    workers: { type: 'string', default: '6' },
    report: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const workers = Number(args.workers);
const seed = args.seed ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const engines: EngineName[] =
  args.engine === 'both' ? ['pglite', 'postgres'] : args.engine === 'postgres' ? ['postgres'] : ['pglite'];
if (!Number.isInteger(rounds) || rounds < 1 || !['pglite', 'postgres', 'both'].includes(args.engine)) {
  console.error('usage: tsx scripts/crash/run.ts [--rounds N] [--engine pglite|postgres|both] [--seed N]');
  process.exit(2);
}

const say = (line: string) => console.log(`[crash] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface RoundResult {
  engine: EngineName;
  round: number;
  ok: boolean;
  killedAfterMs: number;
  sent: number;
  acknowledged: number;
  restartMs: number;
  replayCreated: number;
  problems: string[];
}

interface EngineReport {
  engine: EngineName;
  skipped?: string;
  setupError?: string;
  rounds: RoundResult[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runRound(
  engine: Engine,
  state: {
    client: HttpClient;
    target: Target;
    baseline: Record<DbTable, number>;
    known: ReturnType<typeof emptyKnown>;
  },
  round: number,
  random: Random,
): Promise<RoundResult> {
  const { server } = engine;
  const problems: string[] = [];
  const killedAfterMs = Math.round(200 + random() * 1300);
  let stopped = false;
  let flowing: () => void = () => {};
  const firstAck = new Promise<void>((resolve) => {
    flowing = resolve;
  });
  const driving = drive(state.client, state.target, round, random, workers, () => stopped, flowing);
  // The kill comes at a random moment once writes are being acknowledged.
  await Promise.race([firstAck, driving]);
  await sleep(killedAfterMs);
  stopped = true;
  const killedPid = server.pid;
  await server.kill();
  const { flows, problems: driveProblems } = await driving;
  problems.push(...driveProblems);
  const cookie = state.client.cookie;
  state.client.close();
  const writes = flows.flatMap((f) => f.writes);
  const result: RoundResult = {
    engine: engine.name,
    round,
    ok: false,
    killedAfterMs,
    sent: writes.length,
    acknowledged: writes.filter((w) => w.acked).length,
    restartMs: 0,
    replayCreated: 0,
    problems,
  };

  if (engine.locks && lockOwner(engine.dataDir) !== killedPid) {
    problems.push(`the killed server (pid ${killedPid}) left no lock file, or another pid in it`);
  }
  try {
    result.restartMs = await server.start();
  } catch (error) {
    problems.push(`the server did not start after kill -9: ${(error as Error).message}`);
    say(`${engine.name} round ${round}/${rounds}: FAILED`);
    for (const problem of problems) say(`  ${problem}`);
    return result;
  }
  if (engine.locks && lockOwner(engine.dataDir) !== server.pid) {
    problems.push(`the restarted server (pid ${server.pid}) did not take over the stale lock`);
  }
  const client = new HttpClient(server.baseUrl);
  client.cookie = cookie;
  state.client = client;
  const session = await client.send('GET', '/api/auth/user');
  if (session.status !== 200) problems.push(`the acknowledged sign-in's session is gone (${session.status})`);

  // Straight after the crash: acknowledged writes are there once, the database is sound.
  const checkStarted = Date.now();
  await engine.withProbe(async (probe) => {
    problems.push(...(await checkRows(probe, state.baseline, state.known, writes, false)).problems);
    problems.push(...(await probe.integrity()));
  });
  const photos = checkPhotos(engine.dataDir, writes);
  problems.push(...photos.problems);

  const checkMs = Date.now() - checkStarted;
  // The phone retries everything it sent, acknowledged or not; then once more.
  const replayStarted = Date.now();
  const first = await replay(client, flows, 1);
  const second = await replay(client, flows, 2);
  const replayMs = Date.now() - replayStarted;
  result.replayCreated = first.created;
  problems.push(...first.problems, ...second.problems);
  if (second.created > 0) problems.push(`the second replay created ${second.created} records`);
  // PGlite must stop to be read directly: its next round's first check covers this one's replay.
  if (!engine.locks || round === rounds) {
    const after = await engine.withProbe((probe) =>
      checkRows(probe, state.baseline, state.known, writes, true),
    );
    problems.push(...after.problems);
  }
  remember(state.known, writes);
  result.ok = problems.length === 0;
  say(
    `${engine.name} round ${round}/${rounds}: killed ${killedAfterMs} ms into the writes; ${result.sent} sent, ` +
      `${result.acknowledged} acknowledged; restart ${seconds(result.restartMs)}` +
      `${engine.locks ? ' (stale lock taken over)' : ''}; replay created ${first.created}, ` +
      `then ${second.created} (checks ${seconds(checkMs)}, replays ${seconds(replayMs)})${photos.leftovers ? `; ${photos.leftovers} upload temp files left by kills so far` : ''}: ` +
      `${result.ok ? 'ok' : 'FAILED'}`,
  );
  for (const problem of problems.slice(0, 20)) say(`  ${problem}`);
  if (problems.length > 20) say(`  ... and ${problems.length - 20} more`);
  return result;
}

async function runEngine(name: EngineName, random: Random): Promise<EngineReport> {
  const report: EngineReport = { engine: name, rounds: [] };
  const engine = await openEngine(name);
  if ('skipped' in engine) {
    report.skipped = engine.skipped;
    say(`${name}: skipped, ${engine.skipped}`);
    return report;
  }
  let ok = true;
  try {
    const startMs = await engine.server.start();
    say(`${name}: server up in ${seconds(startMs)} (data in ${engine.dataDir})`);
    const client = new HttpClient(engine.server.baseUrl);
    const login = staffLogin(engine.dataDir);
    await client.login(login.email, login.password);
    const target = await findTarget(client);
    const baseline = await engine.withProbe(async (probe) => {
      const problems = await probe.integrity();
      if (problems.length > 0) throw new Error(`the fresh database fails amcheck: ${problems.join('; ')}`);
      return probe.totals();
    });
    const state = { client, target, baseline, known: emptyKnown() };
    for (let round = 1; round <= rounds; round++) {
      const result = await runRound(engine, state, round, random);
      report.rounds.push(result);
      if (!result.ok) ok = false;
      if (!engine.server.pid) break; // it did not come back: later rounds cannot run
    }
    state.client.close();
  } catch (error) {
    ok = false;
    report.setupError = (error as Error).stack ?? String(error);
    say(`${name}: ${report.setupError}`);
  } finally {
    // A failed PGlite run keeps its data directory to look at; PostgreSQL's only with --keep.
    await engine.dispose(args.keep || (!ok && engine.locks));
    if (!ok) {
      const kept = args.keep || engine.locks ? `data kept in ${engine.dataDir}; ` : '';
      say(`${name}: ${kept}server output in test-results/crash/server-${name}.log`);
    }
  }
  return report;
}

say(`seed ${seed} (repeat with --seed ${seed}), ${rounds} rounds, ${workers} concurrent writers`);
const random = seededRandom(seed);
const reports: EngineReport[] = [];
for (const name of engines) reports.push(await runEngine(name, random));

const all = reports.flatMap((r) => r.rounds);
const passed = all.filter((r) => r.ok).length;
const failed = all.length - passed + reports.filter((r) => r.setupError).length;
for (const r of reports) {
  if (r.skipped) continue;
  const sent = r.rounds.reduce((n, x) => n + x.sent, 0);
  const acked = r.rounds.reduce((n, x) => n + x.acknowledged, 0);
  const restarts = r.rounds.map((x) => x.restartMs).sort((a, b) => a - b);
  say(
    `${r.engine}: ${r.rounds.filter((x) => x.ok).length}/${r.rounds.length} rounds ok; ${sent} writes sent, ` +
      `${acked} acknowledged; restart after kill -9 median ` +
      `${seconds(restarts[Math.floor(restarts.length / 2)] ?? 0)}, max ${seconds(restarts.at(-1) ?? 0)}`,
  );
}
if (args.report) {
  mkdirSync(dirname(args.report), { recursive: true });
  writeFileSync(args.report, JSON.stringify({ seed, passed, failed, engines: reports }, null, 2));
}
say(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
