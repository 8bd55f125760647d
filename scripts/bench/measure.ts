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
export async function startServer(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Write a V8 CPU profile of the server into this folder (`--cpu-prof`), on a clean stop. */
  cpuProfileDir?: string | undefined;
}): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'TRUST_PROXY']) delete env[key];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  return startProcess(
    'the server',
    [
      ...(options.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir] : []),
      'src/server/main.ts',
    ],
    env,
    '/api/auth/user',
    (s) => s === 401 || s === 200,
  );
}

/** Runs a TypeScript entry with tsx on a free port until `probe` answers as `ready` says. */
export async function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  probe: string,
  ready: (status: number) => boolean,
): Promise<Server> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), ...args],
    {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
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
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${log}`);
    try {
      if (ready((await fetch(`${baseUrl}${probe}`)).status)) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${name} did not answer within 120 s:\n${log}`);
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

/** What a phone's browser sends: the API pays its compression in the bench as in the app. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

export interface ApiStats extends LatencyStats {
  non2xx: number;
  /** Mean bytes on the wire per response (compressed when the answer is). */
  bytes: number;
  /** Mean body of the variants uncompressed, from the warm-up requests. */
  bodyBytes: number;
  /** Each variant's ETag from the warm-up, when the endpoint sends them all. */
  etags: string[] | undefined;
}

type CannonRequest = autocannon.Request & { headers?: Record<string, string> };

/** autocannon on one endpoint; latencies are taken per response (sub-millisecond precision). */
export async function loadEndpoint(
  baseUrl: string,
  cookie: string,
  endpoint: Endpoint,
  connections: number,
  seconds: number,
  warmUpSeconds = 0,
): Promise<ApiStats> {
  const headers = { cookie, 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING };
  // One request per variant first, so cold caches and first plans are not in the figures, and its
  // answer's size and ETag are known; then `warmUpSeconds` of the same load, not timed.
  let bodyBytes = 0;
  const etags: string[] = [];
  for (const v of endpoint.variants) {
    const body = v.body ? JSON.stringify(v.body()) : undefined;
    const response = await fetch(`${baseUrl}${v.path}`, {
      method: v.method,
      headers,
      ...(body ? { body } : {}),
    });
    if (!response.ok) throw new Error(`${v.method} ${v.path}: ${response.status} ${await response.text()}`);
    bodyBytes += (await response.arrayBuffer()).byteLength; // fetch has decompressed it
    const etag = response.headers.get('etag');
    if (etag) etags.push(etag);
  }
  const requests: CannonRequest[] = endpoint.variants.map((v) => ({
    method: v.method,
    path: v.path,
    ...(v.body ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(v.body!()) }) } : {}),
  }));
  const stats = await cannon(
    baseUrl,
    headers,
    requests,
    { connections, seconds, warmUpSeconds },
    (status) => status < 300,
  );
  return {
    ...stats,
    bodyBytes: bodyBytes / endpoint.variants.length,
    etags: etags.length === endpoint.variants.length ? etags : undefined,
  };
}

/** The same reads revalidated: each variant sent with its ETag, a 304 counted as the success. */
export async function loadNotModified(
  baseUrl: string,
  cookie: string,
  endpoint: Endpoint,
  etags: string[],
  connections: number,
  seconds: number,
  warmUpSeconds = 0,
) {
  const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
  const requests: CannonRequest[] = endpoint.variants.map((v, i) => ({
    method: v.method,
    path: v.path,
    headers: { ...headers, 'if-none-match': etags[i]! },
  }));
  return cannon(
    baseUrl,
    headers,
    requests,
    { connections, seconds, warmUpSeconds },
    (status) => status === 304,
  );
}

/** `warmUpSeconds` of the same load first, untimed; then `seconds` timed. */
async function cannon(
  baseUrl: string,
  headers: Record<string, string>,
  requests: CannonRequest[],
  { connections, seconds, warmUpSeconds }: { connections: number; seconds: number; warmUpSeconds: number },
  success: (status: number) => boolean,
): Promise<LatencyStats & { non2xx: number; bytes: number }> {
  if (warmUpSeconds > 0)
    await autocannon({ url: baseUrl, connections, duration: warmUpSeconds, headers, requests });
  const latencies: number[] = [];
  let bytes = 0;
  let failed = 0;
  const started = performance.now();
  const instance = autocannon({ url: baseUrl, connections, duration: seconds, headers, requests });
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, status: number, resBytes: number, ms: number) => {
      if (success(status)) {
        latencies.push(ms);
        bytes += resBytes;
      } else failed++;
    },
  );
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  const non2xx = failed + result.errors + result.timeouts;
  return {
    ...summarize(latencies, elapsed, non2xx),
    non2xx,
    bytes: latencies.length ? bytes / latencies.length : 0,
  };
}
