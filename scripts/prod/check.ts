/**
 * npm run test:prod (ADR 0040): the production path, as the Dockerfile runs it, without Docker.
 * A fresh clone of the current commit (uncommitted changes are not in it) runs BUILD_STEPS
 * (npm ci, npm run build, npm prune --omit=dev); everything the runtime image does not copy is
 * deleted (no src/, no TypeScript); then `npm run start:prod` serves it on PGlite and on a scratch
 * PostgreSQL database (skipped with a note when no server answers), and each start is asked for
 * health, readiness, the web app, a demo sign-in, Docker's HEALTHCHECK command, /metrics with and
 * without its token, and stops on SIGTERM with exit code 0 within 20 s. Around each start the
 * operations guide's commands run on the pruned tree exactly as documented (ADR 0050,
 * operations-check.ts): db:migrate and seed:demo before it, backup while it runs and restore after
 * it stopped (PGlite), then DATA_DIR must be its owner's alone. Each checked step counts
 * one test; `--report FILE` writes { passed, failed, seconds, notes }; `--keep` keeps the clone.
 *
 * `--web-build DIR` (npm test, which builds the web app once per run): `npm run build` in the clone
 * runs its server half (build:server) and takes dist/web from DIR, a `vite build` of the working
 * tree, instead of building the web app a second time; npm ci, the prune, the runtime tree and
 * every start are the same. npm ci reads the local npm cache first (--prefer-offline).
 *
 * `--tree-packages` (npm test too): npm ci's packages are the working tree's node_modules,
 * hard-linked, when they match the clone's package-lock.json (tree-packages.ts); else npm ci runs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createScratchDatabase } from '../scratch-postgres.ts';
import { cleanEnv, shell } from './clone-shell.ts';
import { healthcheckCommand, projectDir, runtimeCopies } from './dockerfile.ts';
import { OperationsCheck } from './operations-check.ts';
import { BUILD_STEPS, READY_PATH, START_STEP } from './steps.ts';
import { linkTreePackages } from './tree-packages.ts';

/** GET /metrics is checked (200 with the bearer token, 401 without). Keep true once /metrics exists. */
const CHECK_METRICS = true;
const METRICS_TOKEN = 'prod-check-metrics-token-0123456789';
const SESSION_SECRET = 'prod-check-session-secret-0123456789abcdef';
const STOP_LIMIT_MS = 20_000;
const START_LIMIT_MS = 180_000;
/** Packages only the build needs: the pruned tree must not hold them. */
const DEV_ONLY = ['tsx', 'typescript', 'vite', 'esbuild', 'vitest', '@biomejs/biome', 'react'];
const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const reportFile = argValue('--report');
const keep = process.argv.includes('--keep');
const webBuildArg = argValue('--web-build');
const webBuild = webBuildArg ? resolve(webBuildArg) : undefined;
const treePackages = process.argv.includes('--tree-packages');
/** package.json's build, as BUILD_STEPS runs it: --web-build replaces its first half only. */
const BUILD_SCRIPTS = { build: 'npm run build:web && npm run build:server', 'build:web': 'vite build' };

const results: { step: string; ok: boolean }[] = [];
const notes: string[] = [];
const began = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one checked step: an exception is its failure (the message says what was wrong). */
async function step(
  name: string,
  body: () => Promise<string | undefined> | string | undefined,
): Promise<boolean> {
  const start = Date.now();
  try {
    const detail = (await body()) ?? undefined;
    results.push({ step: name, ok: true });
    console.log(`[prod] ok   ${name} (${seconds(start)})${detail ? `: ${detail}` : ''}`);
    return true;
  } catch (error) {
    results.push({ step: name, ok: false });
    console.log(`[prod] FAIL ${name} (${seconds(start)}): ${(error as Error).message}`);
    return false;
  }
}

function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function git(args: string[], cwd = projectDir): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** TypeScript files in the clone outside node_modules (packages may ship their .d.ts). */
function typeScriptFiles(clone: string): string[] {
  return readdirSync(clone)
    .filter((entry) => entry !== 'node_modules')
    .flatMap((entry) => {
      const path = join(clone, entry);
      if (!statSync(path).isDirectory()) return [path];
      return readdirSync(path, { recursive: true, encoding: 'utf8' }).map((f) => join(path, f));
    })
    .filter((f) => /\.(ts|tsx|mts|cts)$/.test(f));
}

function sizeMb(dir: string): number {
  const result = spawnSync('du', ['-sm', dir], { encoding: 'utf8' });
  return Number.parseInt(result.stdout, 10);
}

interface Server {
  child: ChildProcess;
  url: string;
  /** The node process's pid (its log lines carry it); npm and sh stand between us and it. */
  pid: number;
  exited: Promise<number | null>;
  output: () => string;
}

/** `npm run start:prod` in the clone; resolves once the server logs its address. */
async function startServer(cwd: string, env: Record<string, string>): Promise<Server> {
  const [command, ...args] = START_STEP.split(' ') as [string, ...string[]];
  const child = spawn(command, args, { cwd, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    // Whole lines only; npm's own '> dockwatch@… start:prod' lines are not JSON.
    for (const line of output.split('\n').slice(0, -1)) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; url?: string; pid?: number };
      if (entry.url && entry.pid && entry.msg?.startsWith('Dockwatch is running at'))
        return { child, url: entry.url, pid: entry.pid, exited, output: () => output };
    }
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode} before serving:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`not serving after ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGKILL to a process that may already be gone. */
function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already exited
  }
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** Every check against one running server, then the stop. */
async function checkServer(
  engine: string,
  cwd: string,
  healthcheck: string[],
  env: Record<string, string>,
  ops: OperationsCheck,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-prod-data-'));
  const pglite = !env.DATABASE_URL;
  const serverEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    METRICS_TOKEN,
    ...env,
  };
  let server: Server | undefined;
  try {
    await ops.beforeStart(engine, { DATA_DIR: dataDir, ...env });
    const started = await step(`${engine}: ${START_STEP} serves`, async () => {
      server = await startServer(cwd, serverEnv);
      return server.url;
    });
    if (!started || !server) return;
    const { url } = server;

    await step(`${engine}: GET /api/health 200`, async () => {
      const r = await get(`${url}/api/health`);
      expectThat(r.status === 200 && JSON.parse(r.body).status === 'ok', `${r.status} ${r.body}`);
      return undefined;
    });
    await step(`${engine}: GET ${READY_PATH} 200`, async () => {
      const r = await get(`${url}${READY_PATH}`);
      expectThat(r.status === 200 && JSON.parse(r.body).status === 'ready', `${r.status} ${r.body}`);
      return undefined;
    });
    await step(`${engine}: GET / serves the web app`, async () => {
      const r = await get(`${url}/`);
      expectThat(r.status === 200 && r.type.startsWith('text/html'), `${r.status} ${r.type}`);
      expectThat(r.body.includes('<div id="root">'), 'no <div id="root"> in the page');
      const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(r.body)?.[1];
      expectThat(script, 'the page names no built /assets/*.js script');
      const js = await get(`${url}${script}`);
      expectThat(js.status === 200 && /javascript/.test(js.type), `${script}: ${js.status} ${js.type}`);
      return script;
    });
    await step(`${engine}: a demo login signs in`, async () => {
      const logins = readFileSync(join(dataDir, 'demo-logins.txt'), 'utf8');
      const [, email, password] = /^staff\s+(\S+)\s+(\S+)/m.exec(logins) ?? [];
      expectThat(email && password, `no staff login in demo-logins.txt:\n${logins}`);
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expectThat(login.status === 200, `POST /api/auth/login: ${login.status} ${await login.text()}`);
      const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const me = await get(`${url}/api/auth/user`, { cookie });
      expectThat(me.status === 200 && me.body.includes(email), `GET /api/auth/user: ${me.status}`);
      return email;
    });
    await step(`${engine}: the Dockerfile's HEALTHCHECK command passes (and fails with no server)`, () => {
      const [command, ...args] = healthcheck;
      expectThat(command, 'the Dockerfile has no HEALTHCHECK CMD');
      const port = new URL(url).port;
      const up = spawnSync(command, args, { env: { ...process.env, PORT: port }, timeout: 15_000 });
      expectThat(up.status === 0, `exit ${up.status} against the running server: ${up.stderr}`);
      const down = spawnSync(command, args, { env: { ...process.env, PORT: '1' }, timeout: 15_000 });
      expectThat(down.status === 1, `exit ${down.status} with nothing listening (expected 1)`);
      return undefined;
    });
    if (CHECK_METRICS) {
      await step(`${engine}: GET /metrics 200 with the token, 401 without`, async () => {
        const without = await get(`${url}/metrics`);
        expectThat(without.status === 401, `without the token: ${without.status} (expected 401)`);
        const wrong = await get(`${url}/metrics`, {
          authorization: `Bearer ${'x'.repeat(METRICS_TOKEN.length)}`,
        });
        expectThat(wrong.status === 401, `with a wrong token: ${wrong.status} (expected 401)`);
        const r = await get(`${url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
        expectThat(
          r.status === 200 && /^# (HELP|TYPE) /m.test(r.body),
          `with the token: ${r.status} ${r.body.slice(0, 200)}`,
        );
        return `${r.body.split('\n').filter((l) => l.startsWith('# TYPE')).length} metrics`;
      });
    }
    if (pglite) await ops.whileRunning({ DATA_DIR: dataDir });
    const stopped = await step(
      `${engine}: SIGTERM stops it with exit code 0 within ${STOP_LIMIT_MS / 1000} s`,
      async () => {
        const running = server!;
        const sent = Date.now();
        // To the node process, as Docker signals its CMD: npm run's sh does not pass SIGTERM on.
        process.kill(running.pid, 'SIGTERM');
        const timeout = new Promise<'timeout'>((done) =>
          setTimeout(() => done('timeout'), STOP_LIMIT_MS).unref(),
        );
        const code = await Promise.race([running.exited, timeout]);
        expectThat(code !== 'timeout', `still running ${STOP_LIMIT_MS / 1000} s after SIGTERM`);
        expectThat(code === 0, `exit code ${code}:\n${running.output().split('\n').slice(-10).join('\n')}`);
        expectThat(running.output().includes('"msg":"Dockwatch stopped"'), 'no "Dockwatch stopped" line');
        return `${Date.now() - sent} ms`;
      },
    );
    if (pglite && stopped) await ops.afterStop(dataDir);
  } finally {
    if (server && server.child.exitCode === null) {
      killQuietly(server.pid);
      server.child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const commit = git(['rev-parse', 'HEAD']);
  if (git(['status', '--porcelain']))
    notes.push(`uncommitted changes are not included: the check clones commit ${commit.slice(0, 10)}`);
  const clone = mkdtempSync(join(tmpdir(), 'dockwatch-prod-'));
  console.log(`[prod] fresh clone of ${commit.slice(0, 10)} in ${clone}`);
  try {
    const cloned = await step('fresh clone of the current commit', () => {
      git(['clone', '--quiet', '--no-hardlinks', '--no-checkout', projectDir, clone]);
      git(['checkout', '--quiet', '--detach', commit], clone);
      return commit.slice(0, 10);
    });
    if (!cloned) return;
    let healthcheck: string[] = [];
    for (const command of BUILD_STEPS) {
      if (command === 'npm ci' && treePackages) {
        if (!(await step(command, () => installFromTree(clone)))) return;
        continue;
      }
      if (command === 'npm run build' && webBuild) {
        const built = await step(
          `${command}, its web half taken from ${relative(projectDir, webBuild)}`,
          () => buildWithSharedWeb(clone, webBuild),
        );
        if (!built) return;
        continue;
      }
      if (!(await step(command, () => void shell(command, clone)))) return;
    }
    const pruned = await step(
      'the runtime tree: what the Dockerfile copies, no dev package, no TypeScript',
      () => {
        // Read before the Dockerfile itself goes (it is not in the image).
        healthcheck = healthcheckCommand(clone);
        const kept = runtimeCopies(clone);
        const present = DEV_ONLY.filter((p) => existsSync(join(clone, 'node_modules', p)));
        expectThat(present.length === 0, `still in node_modules after the prune: ${present.join(', ')}`);
        for (const entry of readdirSync(clone))
          if (!kept.includes(entry)) rmSync(join(clone, entry), { recursive: true });
        const sources = typeScriptFiles(clone);
        expectThat(
          sources.length === 0,
          `TypeScript left in the runtime tree: ${sources.slice(0, 5).join(', ')}`,
        );
        return `${kept.join(', ')}; node_modules ${sizeMb(join(clone, 'node_modules'))} MB`;
      },
    );
    if (!pruned) return;

    const ops = new OperationsCheck(step, clone);
    try {
      await checkServer('PGlite', clone, healthcheck, {}, ops);
      await runOnPostgres(clone, healthcheck, ops);
      await ops.allRan();
    } finally {
      ops.close();
    }
  } finally {
    if (keep) console.log(`[prod] the clone is kept in ${clone}`);
    else rmSync(clone, { recursive: true, force: true });
  }
}

/**
 * `npm run build` with its web half done already: build:server in the clone, and DIR (a vite build
 * of the working tree, with the manifest the budget test reads) copied to dist/web as `vite build`
 * would leave it. Only while package.json's build is exactly build:web (vite build) + build:server.
 */
function buildWithSharedWeb(clone: string, dir: string): string {
  const scripts = (
    JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  for (const [name, script] of Object.entries(BUILD_SCRIPTS))
    expectThat(
      scripts[name] === script,
      `package.json's ${name} is \`${scripts[name]}\`, not \`${script}\`: run without --web-build`,
    );
  expectThat(existsSync(join(dir, 'index.html')), `${dir} holds no web build (no index.html)`);
  shell('npm run build:server', clone);
  cpSync(dir, join(clone, 'dist/web'), {
    recursive: true,
    filter: (source) => relative(dir, source) !== '.vite',
  });
  notes.push(
    `the web app is the shared build in ${relative(projectDir, dir)} (the working tree), not built in the clone`,
  );
  return `dist/web from ${dir}`;
}

/** npm ci, or the working tree's packages hard-linked when they are what it would install (--tree-packages). */
function installFromTree(clone: string): string {
  const linked = linkTreePackages(projectDir, clone);
  if (linked.linked) {
    notes.push("npm ci: the working tree's node_modules, hard-linked (they match package-lock.json)");
    return 'the working tree’s packages, hard-linked (they match package-lock.json)';
  }
  shell('npm ci', clone);
  return `ran, as the working tree's packages could not stand in: ${linked.why}`;
}

/** The same checks on a scratch PostgreSQL database, when a server answers. */
async function runOnPostgres(clone: string, healthcheck: string[], ops: OperationsCheck): Promise<void> {
  const scratch = await createScratchDatabase();
  if ('skipped' in scratch) {
    notes.push(
      `PostgreSQL start did not run: ${scratch.skipped}. Set TEST_DATABASE_URL to a server to run it.`,
    );
  } else {
    try {
      await checkServer('PostgreSQL', clone, healthcheck, { DATABASE_URL: scratch.url, SESSION_SECRET }, ops);
    } finally {
      await scratch.drop();
    }
  }
}

try {
  await main();
} catch (error) {
  results.push({ step: 'the check itself', ok: false });
  console.error(`[prod] the check failed: ${(error as Error).stack}`);
}
if (!CHECK_METRICS)
  notes.push('GET /metrics was not checked (CHECK_METRICS = false in scripts/prod/check.ts)');
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
for (const n of notes) console.log(`[prod] note: ${n}`);
console.log(`[prod] ${passed} passed, ${failed} failed in ${seconds(began)}`);
if (reportFile) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    `${JSON.stringify({ passed, failed, seconds: (Date.now() - began) / 1000, notes }, null, 2)}\n`,
  );
}
process.exit(failed === 0 && passed > 0 ? 0 : 1);
