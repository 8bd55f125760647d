/**
 * What fsync costs PGlite: check-in POSTs (POST /api/activities, patrol_check) against the API
 * server on PGlite with fsync on (the default) and off (PGlite's own default), measured with
 * autocannon at 1 and 10 connections. Numbers for ADR 0016.
 *
 *   tsx scripts/crash/fsync-bench.ts [--seconds 10] [--repeat 2]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { HttpClient } from './http.ts';
import { freePort } from './server.ts';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, repeat: { type: 'string', default: '2' } },
});
const root = resolve(import.meta.dirname, '../..');

async function startServer(dataDir: string, port: number, fsync: 'on' | 'off'): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/crash/fsync-bench-server.ts', dataDir, String(port), fsync],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) done();
    });
    child.once('exit', (code) => fail(new Error(`bench server exited (${code})`)));
  });
  return child;
}

async function measure(fsync: 'on' | 'off', connections: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `dockwatch-fsync-${fsync}-`));
  const port = await freePort();
  const server = await startServer(dataDir, port, fsync);
  try {
    const base = `http://127.0.0.1:${port}`;
    const client = new HttpClient(base);
    const [, email, password] = /^staff\s+(\S+)\s+(\S+)/m.exec(
      readFileSync(join(dataDir, 'demo-logins.txt'), 'utf8'),
    )!;
    await client.login(email!, password!);
    const [marina] = await client.json<{ guid: string }[]>('GET', '/api/marinas');
    const locations = await client.json<{ guid: string }[]>('GET', `/api/locations?marinaId=${marina!.guid}`);
    client.close();
    const body = () =>
      JSON.stringify({
        guid: randomUUID(),
        locationId: locations[Math.floor(Math.random() * locations.length)]!.guid,
        type: 'patrol_check',
        gpsLatitude: '50.1',
        gpsLongitude: '-1.2',
      });
    const result = await autocannon({
      url: base,
      connections,
      duration: Number(args.seconds),
      requests: [
        {
          method: 'POST',
          path: '/api/activities',
          headers: { 'content-type': 'application/json', cookie: client.cookie },
          setupRequest: (request) => ({ ...request, body: body() }),
        },
      ],
    });
    const bad = result.non2xx + result.errors;
    return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, bad };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`check-in POSTs on PGlite, ${args.seconds} s per measurement`);
console.log('fsync  connections  p50 ms  p99 ms  requests/s  errors');
for (let i = 0; i < Number(args.repeat); i++) {
  for (const connections of [1, 10]) {
    for (const fsync of ['on', 'off'] as const) {
      const m = await measure(fsync, connections);
      console.log(
        `${fsync.padEnd(5)}  ${String(connections).padStart(11)}  ${String(m.p50).padStart(6)}  ${String(m.p99).padStart(6)}  ${m.rps.toFixed(0).padStart(10)}  ${String(m.bad).padStart(6)}`,
      );
    }
  }
}
