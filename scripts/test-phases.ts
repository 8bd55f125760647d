/**
 * The phases of npm test (docs/testing.md), in the order they are listed in the summary. `needs`
 * are inputs (the web build): selecting a phase runs them too, and a phase is skipped when one
 * failed. `after` only orders phases that both run, so the heavy ones do not share 2 cores at once.
 *
 *   build ∥ typecheck ∥ lint ∥ unit; then the API tier on PGlite (its bundle-budget test reads
 *   the build) ∥ e2e (mostly waiting on the browser, so it fills the cores the API tier leaves);
 *   then postgres ∥ crash ∥ prod beside e2e.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { SHARED_DATABASE_DIRS } from '#server/test/shared-database.ts';
import { checkDiagnostics } from './check-diagnostics.ts';
import { ensureBrowserTestChromiums } from './ensure-chromium.ts';
import { createScratchDatabase } from './scratch-postgres.ts';
import type { Phase, PhaseContext, PhaseResult } from './test-scheduler.ts';
import { type VitestJsonReport, vitestFailures } from './vitest-failures.ts';

/** The one web build of the run (vite build --manifest, the working tree), shared by every phase that serves or measures the app. */
export const WEB_BUILD = 'dist/web';
/**
 * The server bundle of the run (npm run build:server), which the tests that start the server or a
 * tool in a process of their own run instead of the source through tsx (serverProcessArgs).
 */
const SERVER_BUNDLE = { DOCKWATCH_SERVER_BUNDLE: 'dist/server' };

/** Every command of every phase, in one place: the tier commands are one-line changes here. */
const COMMANDS = {
  build: ['vite', 'build', '--manifest', '--emptyOutDir', '--outDir', WEB_BUILD, '--logLevel', 'warn'],
  buildServer: ['tsx', 'scripts/prod/build-server.ts'],
  typecheck: ['tsc', '-p', '.'],
  lint: ['biome', 'check', '.'],
  /** The unit tier: core, web and scripts logic, no database (vitest.config.ts, ADR 0004). */
  unit: ['vitest', 'run', '--project', 'unit'],
  /** The API tier on PGlite: server tests and *.api.test.ts. */
  api: ['vitest', 'run', '--project', 'api', '--project', 'api-web'],
  /** The server's API tests again, on a scratch PostgreSQL database (TEST_DATABASE_URL). */
  postgres: ['vitest', 'run', '--project', 'api', ...SHARED_DATABASE_DIRS],
  crash: ['tsx', 'scripts/crash/run.ts', '--rounds', '3'],
  prod: ['tsx', 'scripts/prod/check.ts', '--web-build', WEB_BUILD, '--tree-packages'],
  e2e: ['vitest', 'run', '--config', 'vitest.e2e.config.ts'],
} as const;

/** Runs `npx ARGS` and reads the counts from the JSON report it was asked to write. */
async function reported<R>(
  ctx: PhaseContext,
  report: string,
  args: string[],
  counts: (json: R) => PhaseResult,
  env: NodeJS.ProcessEnv = {},
): Promise<PhaseResult> {
  mkdirSync('test-results', { recursive: true });
  rmSync(report, { force: true });
  const ok = await ctx.exec('npx', args, env);
  if (!existsSync(report)) return { passed: 0, failed: 1, notes: ok ? [`${report} was not written`] : [] };
  const json = counts(JSON.parse(readFileSync(report, 'utf8')) as R);
  return { ...json, failed: Math.max(json.failed, ok ? 0 : 1) };
}

function vitest(
  ctx: PhaseContext,
  name: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<PhaseResult> {
  const report = `test-results/${name}.json`;
  return reported<VitestJsonReport>(
    ctx,
    report,
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests, failures: vitestFailures(json) }),
    env,
  );
}

/** A Vitest run as a phase of its own: counts from its JSON report. */
const vitestPhase = (
  name: string,
  title: string,
  args: readonly string[],
  more: Pick<Phase, 'needs' | 'after'> & { env?: NodeJS.ProcessEnv } = {},
): Phase => ({
  name,
  title,
  needs: more.needs,
  after: more.after,
  run: (ctx) => vitest(ctx, name, args, more.env),
});

/** A command that passes or fails as a whole: one test; a failure names where (checkDiagnostics). */
async function check(ctx: PhaseContext, args: readonly string[]): Promise<PhaseResult> {
  const { ok, output } = await ctx.execKeepingOutput('npx', [...args]);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: ok ? [] : checkDiagnostics(output) };
}

export const PHASES: Phase[] = [
  {
    name: 'build',
    title:
      'web build (dist/web) and server bundle (dist/server), shared by the phases that serve or start the app',
    // Vitest and npm may set NODE_ENV: the build must be React's production bundle, what ships.
    run: async (ctx) => {
      const ok =
        (await ctx.exec('npx', [...COMMANDS.build], { NODE_ENV: 'production' })) &&
        (await ctx.exec('npx', [...COMMANDS.buildServer]));
      return { passed: 0, failed: ok ? 0 : 1, uncounted: true };
    },
  },
  { name: 'typecheck', title: 'type-check (tsc)', run: (ctx) => check(ctx, COMMANDS.typecheck) },
  { name: 'lint', title: 'lint (biome)', run: (ctx) => check(ctx, COMMANDS.lint) },
  vitestPhase('unit', 'unit tests', COMMANDS.unit),
  vitestPhase('api', 'API tests (PGlite)', COMMANDS.api, {
    needs: ['build'],
    after: ['unit'],
    env: { DOCKWATCH_WEB_BUILD: WEB_BUILD, ...SERVER_BUNDLE },
  }),
  {
    name: 'postgres',
    title: 'API tests (PostgreSQL)',
    after: ['api'],
    run: async (ctx) => {
      const scratch = await createScratchDatabase();
      if ('skipped' in scratch) {
        const note = `PostgreSQL pass did not run: ${scratch.skipped}. Set TEST_DATABASE_URL to a server to run it.`;
        ctx.say(note);
        return { passed: 0, failed: 0, skipped: true, notes: [note] };
      }
      ctx.say(`scratch database ${new URL(scratch.url).pathname.slice(1)}`);
      try {
        return await vitest(ctx, 'postgres', COMMANDS.postgres, { TEST_DATABASE_URL: scratch.url });
      } finally {
        await scratch.drop();
      }
    },
  },
  {
    name: 'crash',
    title: 'crash durability (kill -9, 3 rounds per engine)',
    needs: ['build'],
    after: ['api'],
    // Each kill -9 round counts as a test (npm run test:crash runs 20).
    run: (ctx) =>
      reported<{ passed: number; failed: number; engines: { engine: string; skipped?: string }[] }>(
        ctx,
        'test-results/crash.json',
        [...COMMANDS.crash, '--report', 'test-results/crash.json'],
        (json) => ({
          passed: json.passed,
          failed: json.failed,
          notes: json.engines
            .filter((e) => e.skipped)
            .map((e) => `rounds on ${e.engine} did not run: ${e.skipped}`),
        }),
        SERVER_BUNDLE,
      ),
  },
  {
    name: 'prod',
    title: 'production check (fresh clone: npm ci, server build, prune, start on both engines)',
    needs: ['build'],
    after: ['api'],
    // ADR 0040: each checked step counts as a test. `npm run test:prod` alone builds the web app in the clone.
    run: (ctx) =>
      reported<{ passed: number; failed: number; notes: string[] }>(
        ctx,
        'test-results/prod.json',
        [...COMMANDS.prod, '--report', 'test-results/prod.json'],
        (json) => json,
      ),
  },
  {
    name: 'e2e',
    title: 'browser tests (Chromium)',
    needs: ['build'],
    after: ['unit'],
    run: (ctx) => {
      try {
        // CHROMIUM_PATH, when set, stands for both (e2e/support/chromium.ts).
        ensureBrowserTestChromiums();
      } catch (error) {
        ctx.say(`browser tests cannot run: ${(error as Error).message}`);
        return Promise.resolve({ passed: 0, failed: 1 });
      }
      return vitest(ctx, 'e2e', COMMANDS.e2e, { E2E_SKIP_BUILD: '1', ...SERVER_BUNDLE });
    },
  },
];

/** Names accepted by `npm test -- NAME...` besides the phase names. */
export const GROUPS: Record<string, string[]> = { static: ['typecheck', 'lint'] };
