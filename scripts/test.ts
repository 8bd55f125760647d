/**
 * npm test: type-check, lint, unit + API tests on PGlite, API tests again on a real PostgreSQL
 * (scratch database), three kill -9 rounds per engine, the production build on a fresh clone,
 * browser tests in Chromium. Ends with one 'N passed, N failed' line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.ts';
import { createScratchDatabase } from './scratch-postgres.ts';

const results: { step: string; passed: number; failed: number; ok: boolean }[] = [];
const notes: string[] = [];

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n[test] ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/**
 * A step that writes its counts to `report` (JSON, read by `counts`); a run that ends without one
 * counts one failure.
 */
function reported<R>(
  step: string,
  report: string,
  args: [string, ...string[]],
  counts: (json: R) => { passed: number; failed: number },
  env: NodeJS.ProcessEnv = {},
): void {
  mkdirSync('test-results', { recursive: true });
  rmSync(report, { force: true });
  const ok = run(step, 'npx', args, env);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(report)) {
    const json = counts(JSON.parse(readFileSync(report, 'utf8')) as R);
    passed = json.passed;
    failed = Math.max(json.failed, ok ? 0 : 1);
  }
  results.push({ step, passed, failed, ok });
}

function vitest(step: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const report = `test-results/${step.replace(/\W+/g, '-')}.json`;
  reported<{ numPassedTests: number; numFailedTests: number }>(
    step,
    report,
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests }),
    env,
  );
}

function check(step: string, command: string, args: string[]): void {
  const ok = run(step, command, args);
  results.push({ step, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ok });
}

const only = process.argv[2];

if (!only || only === 'static') {
  check('type-check', 'npx', ['tsc', '-p', '.']);
  check('lint', 'npx', ['biome', 'check', '.']);
}

if (!only || only === 'unit') vitest('unit and API tests (PGlite)', []);

if (!only || only === 'postgres') {
  const scratch = await createScratchDatabase();
  if ('skipped' in scratch) {
    const line = `PostgreSQL pass did not run: ${scratch.skipped}. Set TEST_DATABASE_URL to a server to run it.`;
    console.log(`\n[test] ${line}`);
    notes.push(line);
  } else {
    try {
      vitest('API tests (PostgreSQL)', ['src/server/modules', 'src/server/plugins', 'src/server/jobs'], {
        TEST_DATABASE_URL: scratch.url,
      });
    } finally {
      await scratch.drop();
    }
  }
}

if (!only || only === 'crash') {
  // The short crash-durability run: each kill -9 round counts as a test (npm run test:crash runs 20).
  const report = 'test-results/crash.json';
  reported<{ passed: number; failed: number; engines: { engine: string; skipped?: string }[] }>(
    'crash durability (kill -9)',
    report,
    ['tsx', 'scripts/crash/run.ts', '--rounds', '3', '--report', report],
    (json) => {
      for (const e of json.engines) {
        if (e.skipped) notes.push(`crash rounds on ${e.engine} did not run: ${e.skipped}`);
      }
      return json;
    },
  );
}

if (!only || only === 'prod') {
  // The production path on a fresh clone (ADR 0040): each checked step counts as a test.
  const report = 'test-results/prod.json';
  reported<{ passed: number; failed: number; notes: string[] }>(
    'production build (fresh clone)',
    report,
    ['tsx', 'scripts/prod/check.ts', '--report', report],
    (json) => {
      notes.push(...json.notes.map((n) => `production build: ${n}`));
      return json;
    },
  );
}

if (!only || only === 'e2e') {
  try {
    const chromium = ensureChromium();
    vitest('browser tests (Chromium)', ['--config', 'vitest.e2e.config.ts'], { CHROMIUM_PATH: chromium });
  } catch (error) {
    console.error(`\n[test] browser tests cannot run: ${(error as Error).message}`);
    results.push({ step: 'browser tests (Chromium)', passed: 0, failed: 1, ok: false });
  }
}

console.log('\n[test] summary');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.step}: ${r.passed} passed, ${r.failed} failed`);
for (const n of notes) console.log(`  note: ${n}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
