/**
 * The bench's floor (issue 20): the statements one API request runs, captured from the app, served
 * by plain node:http with pg (or PGlite, opened durable as the app opens it), JSON.stringify and
 * the API's own compression; no framework, no session, validation or serializer code. Dockwatch's
 * p50 over the floor's is the cost of everything the app adds around its SQL.
 *
 * Run by the bench as a child process: tsx scripts/bench/floor-server.ts <spec.json>, PORT set.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { createDurablePglite } from '#server/db/pglite-durable.ts';
import { tenantSql } from '#server/db/tenant-context.ts';
import { COMPRESS_MIN_BYTES, compressBody, pickEncoding } from '#server/plugins/compression.ts';
import { type FloorSpec, requestKey } from './floor-spec.ts';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as FloorSpec;
const byKey = new Map(spec.requests.map((r) => [r.key, r]));

type Run = (statements: { sql: string; params: unknown[] }[]) => Promise<unknown[][]>;

async function openTarget(): Promise<{ run: Run; close(): Promise<void> }> {
  if (spec.target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: spec.target.url, max: spec.target.maxConnections });
    const tenant = tenantSql(spec.target.clientId);
    const asTenant = new WeakSet<pg.PoolClient>();
    return {
      // One connection for the whole request, as the app pins one for tenant-scoped work.
      run: async (statements) => {
        const client = await pool.connect();
        try {
          // Each connection runs as the app does: the app's role, the tenant set.
          if (!asTenant.has(client)) {
            await client.query(tenant);
            asTenant.add(client);
          }
          const results: unknown[][] = [];
          for (const s of statements) results.push((await client.query(s.sql, s.params)).rows);
          return results;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await createDurablePglite(spec.target.dir);
  return {
    run: async (statements) => {
      const results: unknown[][] = [];
      for (const s of statements) results.push((await client.query(s.sql, s.params)).rows);
      return results;
    },
    close: () => client.close(),
  };
}

const target = await openTarget();

const readBody = (request: IncomingMessage) =>
  new Promise<string>((done, fail) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => done(text));
    request.on('error', fail);
  });

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.url === '/__floor/ready') {
    response.writeHead(200).end('ok');
    return;
  }
  const text = request.method === 'POST' ? await readBody(request) : '';
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  const captured = byKey.get(requestKey(request.method ?? 'GET', request.url ?? '/', body));
  if (!captured) {
    response.writeHead(404).end();
    return;
  }
  const fresh = captured.guid && typeof body?.guid === 'string' ? body.guid : undefined;
  const results = await target.run(
    captured.statements.map((s) => ({
      sql: s.sql,
      params: fresh ? s.params.map((p) => (p === captured.guid ? fresh : p)) : s.params,
    })),
  );
  // The request's data is its largest result; the session and guard reads are one row each.
  const rows = results.reduce((a, b) => (b.length >= a.length ? b : a), [] as unknown[]);
  let payload: Buffer = Buffer.from(JSON.stringify(rows));
  const headers: Record<string, string | number> = { 'content-type': 'application/json; charset=utf-8' };
  const encoding =
    payload.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (encoding) {
    payload = await compressBody(payload, encoding);
    headers['content-encoding'] = encoding;
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = payload.length;
  response.writeHead(request.method === 'POST' ? 201 : 200, headers).end(payload);
}

const server = createServer((request, response) => {
  answer(request, response).catch((error: unknown) => {
    console.error(`floor: ${(error as Error).message}`);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');

const stop = () => {
  server.close();
  server.closeAllConnections();
  void target.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
