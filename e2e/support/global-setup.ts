/**
 * Browser-test setup: build the SPA once, start the real server on a free port with a fresh
 * data directory and demo data, and hand its address and demo logins to the tests.
 *
 * E2E_BASE_URL + E2E_LOGINS_FILE: test a server that is already running instead (no build, no start).
 * E2E_SKIP_BUILD=1: use the dist/web that is there.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DemoLogin, DemoRole } from './provided.ts';

const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export function parseDemoLogins(text: string): Record<DemoRole, DemoLogin> {
  const logins: Partial<Record<DemoRole, DemoLogin>> = {};
  for (const line of text.split('\n')) {
    const match = /^(super_admin|admin|staff)\s+(\S+)\s+(\S+)\s*$/.exec(line.trim());
    if (match) logins[match[1] as DemoRole] = { email: match[2]!, password: match[3]! };
  }
  for (const role of ['super_admin', 'admin', 'staff'] as const) {
    if (!logins[role]) throw new Error(`demo-logins.txt has no ${role} line:\n${text}`);
  }
  return logins as Record<DemoRole, DemoLogin>;
}

function build(): void {
  console.log('[e2e] building the web app (vite build) ...');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    // Vitest sets NODE_ENV=test, which would build React's development bundle: test what ships.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

async function waitUntilUp(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/user`);
      if (response.status === 401 || response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    const file = process.env.E2E_LOGINS_FILE;
    if (!file) throw new Error('E2E_BASE_URL needs E2E_LOGINS_FILE (the server’s demo-logins.txt)');
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('demoLogins', parseDemoLogins(readFileSync(file, 'utf8')));
    return async () => {};
  }

  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/web/index.html'))) build();

  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  // Always a fresh embedded database with demo data, never a configured server or admin.
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'TRUST_PROXY'])
    delete env[key];

  let log = '';
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });

  const teardown = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(baseUrl, server, () => log);
    project.provide('baseUrl', baseUrl);
    project.provide('demoLogins', parseDemoLogins(readFileSync(join(dataDir, 'demo-logins.txt'), 'utf8')));
    console.log(`[e2e] server at ${baseUrl} (data in ${dataDir})`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
