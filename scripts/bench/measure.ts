/** The API side: a real server process on the generated database, loaded with autocannon. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, stopProcess } from '../support/app-server.ts';
import type { Endpoint } from './endpoints.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './generate.ts';
import { type LatencyStats, summarize } from './stats.ts';

const root = resolve(import.meta.dirname, '../..');

export interface Server {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `src/server/main.ts` on PostgreSQL (databaseUrl) or on PGlite in dataDir. */
export async function startServer(options: { databaseUrl?: string; dataDir: string }): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'TRUST_PROXY']) delete env[key];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/user`);
      if (response.status === 401 || response.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer within 120 s:\n${log}`);
}

/** Signs the bench guard in and returns the session cookie. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookie.join('; ');
}

export interface ApiStats extends LatencyStats {
  non2xx: number;
  /** Mean response body in bytes. */
  bytes: number;
}

/** autocannon on one endpoint; latencies are taken per response (sub-millisecond precision). */
export async function loadEndpoint(
  baseUrl: string,
  cookie: string,
  endpoint: Endpoint,
  connections: number,
  seconds: number,
): Promise<ApiStats> {
  const latencies: number[] = [];
  let bytes = 0;
  const requests = endpoint.variants.map((v) => ({
    method: v.method,
    path: v.path,
    ...(v.body
      ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(v.body!()) }) }
      : {}),
  }));
  // One request per variant first, so cold caches and first plans are not in the figures.
  for (const v of endpoint.variants) {
    const body = v.body ? JSON.stringify(v.body()) : undefined;
    const response = await fetch(`${baseUrl}${v.path}`, {
      method: v.method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body ? { body } : {}),
    });
    if (!response.ok) throw new Error(`${v.method} ${v.path}: ${response.status} ${await response.text()}`);
  }
  const started = performance.now();
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { cookie, 'content-type': 'application/json' },
    requests,
  });
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, status: number, resBytes: number, ms: number) => {
      if (status >= 200 && status < 300) {
        latencies.push(ms);
        bytes += resBytes;
      }
    },
  );
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    ...summarize(latencies, elapsed, non2xx),
    non2xx,
    bytes: latencies.length ? bytes / latencies.length : 0,
  };
}
