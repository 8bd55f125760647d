/**
 * The ratio's baseline: the exact SQL statements one API request runs (session, guards, the
 * query itself), captured from the app's own code through a logging Drizzle, then replayed
 * straight through `pg` (or PGlite's own client) with the same concurrency and duration.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import * as schema from '#server/db/schema/index.ts';
import { tenantSql } from '#server/db/tenant-context.ts';
import type { Endpoint, RequestSpec } from './endpoints.ts';
import { type CapturedRequest, requestKey, type Statement } from './floor-spec.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './generate.ts';
import { type LatencyStats, summarize } from './stats.ts';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

/** Runs each endpoint's variants once through the real app and records every statement. */
export async function captureStatements(
  target: Target,
  endpoints: Endpoint[],
): Promise<Map<string, CapturedRequest[]>> {
  let log: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void log.push({ sql, params }) };
  const pool = target.kind === 'postgres' ? new pg.Pool({ connectionString: target.url, max: 2 }) : undefined;
  const db = (pool
    ? drizzlePg(pool, { schema, logger })
    : drizzlePglite((target as { client: PGlite }).client, { schema, logger })) as unknown as Db;
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-bench-capture-'));
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'b'.repeat(40), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200)
      throw new Error(`capture sign-in failed: ${login.statusCode} ${login.body}`);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const result = new Map<string, CapturedRequest[]>();
    for (const endpoint of endpoints) {
      const captured: CapturedRequest[] = [];
      for (const variant of endpoint.variants)
        captured.push(
          await captureOne(
            app,
            variant,
            cookie,
            () => log,
            (l) => (log = l),
          ),
        );
      result.set(endpoint.name, captured);
    }
    return result;
  } finally {
    await app.close();
    await pool?.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function captureOne(
  app: Awaited<ReturnType<typeof buildApp>>,
  variant: RequestSpec,
  cookie: string,
  get: () => Statement[],
  set: (l: Statement[]) => void,
): Promise<CapturedRequest> {
  const body = variant.body?.();
  set([]);
  const response = await app.inject({
    method: variant.method,
    url: variant.path,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  if (response.statusCode >= 300) {
    throw new Error(`capture ${variant.method} ${variant.path}: ${response.statusCode} ${response.body}`);
  }
  const statements = get();
  return {
    key: requestKey(variant.method, variant.path, body),
    statements,
    ...(body ? { guid: String(body.guid) } : {}),
  };
}

type Exec = (sql: string, params: unknown[]) => Promise<unknown>;

/** `connections` workers each run whole requests back to back for `seconds`. */
export async function replay(
  exec: Exec,
  requests: CapturedRequest[],
  connections: number,
  seconds: number,
): Promise<LatencyStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async (offset: number) => {
    for (let i = offset; performance.now() < end; i++) {
      const request = requests[i % requests.length]!;
      const fresh = request.guid ? randomUUID() : undefined;
      const t0 = performance.now();
      try {
        for (const s of request.statements) {
          await exec(s.sql, fresh ? s.params.map((p) => (p === request.guid ? fresh : p)) : s.params);
        }
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors++;
        if (errors === 1) console.error(`  raw replay error: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

export async function replayOnPostgres(
  url: string,
  clientId: number,
  requests: CapturedRequest[],
  connections: number,
  seconds: number,
): Promise<LatencyStats> {
  // Never closed while idle: every connection is opened and set up here, before the replay.
  const pool = new pg.Pool({ connectionString: url, max: connections, idleTimeoutMillis: 0 });
  try {
    // Open the connections first, as the server's pool has them open when autocannon starts, each
    // as the app runs its statements: the app's role, the tenant set, under row-level security.
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    await Promise.all(clients.map((client) => client.query(tenantSql(clientId))));
    for (const client of clients) client.release();
    return await replay(
      (sql, params) => pool.query(sql, params as unknown[]),
      requests,
      connections,
      seconds,
    );
  } finally {
    await pool.end();
  }
}

export const replayOnPglite = (
  client: PGlite,
  requests: CapturedRequest[],
  connections: number,
  seconds: number,
) => replay((sql, params) => client.query(sql, params), requests, connections, seconds);
