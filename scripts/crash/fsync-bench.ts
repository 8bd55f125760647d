/**
 * What fsync costs PGlite: check-in POSTs (POST /api/activities, patrol_check) against the API
 * server on PGlite with fsync on (the default) and off (PGlite's own default), measured with
 * autocannon at 1 and 10 connections. Numbers for ADR 0016.
 *
 *   tsx scripts/crash/fsync-bench.ts [--seconds 10] [--repeat 2]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { connect } from '../../src/server/db/connect.ts';
import { freePort } from '../support/app-server.ts';
import { HttpClient } from './http.ts';

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

/** The disk itself: an 8 KB write plus fsync(2), as a WAL flush does. */
function diskFsync(): { p50: number; p99: number } {
  const dir = mkdtempSync(join(tmpdir(), 'dockwatch-fsync-disk-'));
  const fd = openSync(join(dir, 'probe'), 'w');
  const page = Buffer.alloc(8192, 1);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    writeSync(fd, page, 0, page.length, (i % 16) * page.length);
    fsyncSync(fd);
    times.push(performance.now() - started);
  }
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return { p50: times[100]!, p99: times[198]! };
}

/** PGlite alone: single-row INSERTs, each its own commit, one after another. */
async function commits(fsync: 'on' | 'off') {
  const dir = mkdtempSync(join(tmpdir(), `dockwatch-fsync-commits-${fsync}-`));
  const database = await connect({ pgliteDir: join(dir, 'pgdata'), pgliteFsync: fsync === 'on' });
  const times: number[] = [];
  try {
    await database.db.execute(sql`create table probe (id serial primary key, note text)`);
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      await database.db.execute(sql`insert into probe (note) values (${'x'.repeat(200)})`);
      times.push(performance.now() - started);
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  return { p50: times[150]!, p99: times[297]!, perSecond: (times.length / total) * 1000 };
}

const disk = diskFsync();
console.log(
  `disk: 8 KB write + fsync p50 ${disk.p50.toFixed(2)} ms, p99 ${disk.p99.toFixed(2)} ms (${tmpdir()})`,
);
for (const fsync of ['on', 'off'] as const) {
  const c = await commits(fsync);
  console.log(
    `PGlite INSERT commits, fsync ${fsync}: p50 ${c.p50.toFixed(2)} ms, p99 ${c.p99.toFixed(2)} ms, ${c.perSecond.toFixed(0)}/s`,
  );
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
