/**
 * Starts the real server (src/server/main.ts) as a child process on a free port with a fresh
 * database (embedded, or an empty one on a PostgreSQL server) and the demo tenant: for the
 * browser tests, the OpenID Connect browser test and the Lighthouse bench. Serves the dist/web
 * that is already built.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverProcessArgs } from './server-process-args.ts';

const root = resolve(import.meta.dirname, '../..');

export interface AppServer {
  baseUrl: string;
  /** The server's DATA_DIR (demo-logins.txt is there); removed by stop(). */
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

/**
 * A hang guard, not a speed check: a fresh data directory is made, migrated and seeded first, and
 * a machine busy with other work took over 90 s (the browser tests' setup failed); the same limit
 * as the process tests' (main.test.ts) and the crash test's.
 */
const START_LIMIT_MS = 180_000;

async function waitUntilUp(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    const status = await fetch(`${baseUrl}/api/auth/user`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 401 || status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `label` names the temporary data directory; `port` when the caller needed it earlier (an
 * identity provider's redirect URL); `env` adds settings; `databaseUrl` an empty PostgreSQL
 * database to use (the caller made it and drops it). Otherwise a fresh embedded database. Always
 * demo data, never a database server or admin account configured in the caller's environment.
 */
export async function startAppServer(options: {
  label: string;
  port?: number;
  env?: Record<string, string>;
  databaseUrl?: string;
}): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `dockwatch-${options.label}-`));
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'TRUST_PROXY']) {
    delete env[key];
  }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  let log = '';
  const server = spawn(process.execPath, serverProcessArgs('main'), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, server, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
