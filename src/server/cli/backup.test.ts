import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measurePace, paced } from '#server/test/pace.ts';
import { HttpClient } from '../../../scripts/crash/http.ts';
import { DB_TABLES, pgliteProbe } from '../../../scripts/crash/probe.ts';
import { ServerProcess } from '../../../scripts/crash/server.ts';
import { findTarget, staffLogin } from '../../../scripts/crash/target.ts';
import { drive, seededRandom, type WriteRecord } from '../../../scripts/crash/workload.ts';
import { freePort } from '../../../scripts/support/app-server.ts';
import { runCliProcess } from '../test/cli-process.ts';

// A process test's limits are hang guards: stretched to the machine's pace, measured here.
measurePace();

/**
 * npm run backup / npm run restore on the embedded database, with real processes (ADR 0041):
 * a backup taken by the running app while four writers keep writing holds every write
 * acknowledged before it was asked for, restores into an empty directory, and the app starts on it.
 */
const root = mkdtempSync(join(tmpdir(), 'dockwatch-backup-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const server of servers) server.close();
  rmSync(root, { recursive: true, force: true });
});

async function server(dataDir: string): Promise<ServerProcess> {
  const s = new ServerProcess({ dataDir, port: await freePort(), logFile: join(root, 'server.log') });
  servers.push(s);
  await s.start();
  return s;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inDb = (writes: WriteRecord[]) => writes.filter((w) => w.table !== 'photos');

/** Each write's row is present exactly `expected(write)` times (0 or 1), and none twice. */
async function checkRestored(dataDir: string, writes: WriteRecord[], mustHave: (w: WriteRecord) => boolean) {
  const probe = await pgliteProbe(dataDir);
  try {
    const problems = await probe.integrity();
    let present = 0;
    for (const table of DB_TABLES) {
      const mine = writes.filter((w) => w.table === table);
      const counts = await probe.countGuids(
        table,
        mine.map((w) => w.guid),
      );
      for (const write of mine) {
        const n = counts.get(write.guid) ?? 0;
        if (n > 1) problems.push(`${table} ${write.guid}: ${n} rows`);
        if (n === 0 && mustHave(write))
          problems.push(`${table} ${write.guid}: missing, acknowledged before the backup`);
        present += n;
      }
    }
    return { problems, present };
  } finally {
    await probe.close();
  }
}

describe('backup and restore of the embedded database', () => {
  const live = join(root, 'live');
  let writes: WriteRecord[] = [];
  let backupAskedAt = 0;
  let cookie = '';
  const file = join(root, 'live-backup.tar.gz');

  it(
    'backs up while the app runs and writes go on; a restore into an empty directory has every write acknowledged before it',
    async () => {
      const app = await server(live);
      const client = new HttpClient(app.baseUrl);
      const login = staffLogin(live);
      await client.login(login.email, login.password);
      cookie = client.cookie;
      const target = await findTarget(client);
      let acks = 0;
      const send = client.send.bind(client);
      client.send = (method, path, body, onStatus) =>
        send(method, path, body, (status) => {
          if (status >= 200 && status <= 299) acks++;
          onStatus?.(status);
        });
      const acksReach = async (n: number) => {
        while (acks < n) await sleep(50);
      };

      let stopped = false;
      const driving = drive(
        client,
        target,
        1,
        seededRandom(41),
        4,
        () => stopped,
        () => {},
      );
      await acksReach(20);
      backupAskedAt = Date.now();
      const backup = await runCliProcess('backup', [file], { DATA_DIR: live });
      const backupMs = Date.now() - backupAskedAt;
      await acksReach(acks + 5); // writes go on after the backup too
      stopped = true;
      const { flows, problems } = await driving;
      client.close();
      expect(await app.stop()).toBe(0);
      expect(problems).toEqual([]);
      expect(backup.output).toMatch(
        /Backup written to .*live-backup\.tar\.gz \(.* MB, migration \d{4}_\w+, made by the running app\)/,
      );
      expect(backup.code).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      writes = inDb(flows.flatMap((f) => f.writes));
      const before = writes.filter((w) => w.acked && w.ackedAt! < backupAskedAt);
      const after = writes.filter((w) => w.acked && w.ackedAt! >= backupAskedAt + backupMs);
      expect(before.length).toBeGreaterThanOrEqual(10);
      expect(after.length).toBeGreaterThan(0);

      const restored = join(root, 'restored');
      const restore = await runCliProcess('restore', [file], { DATA_DIR: restored });
      expect(restore.output).toMatch(/^Restored .* into .*restored\. Start Dockwatch with DATA_DIR=/);
      expect(restore.code).toBe(0);
      expect(readdirSync(restored).sort()).toEqual(['pgdata', 'session-secret', 'vapid-keys.json']);

      // The app starts on it, ready, and the session signed in before the backup still works.
      const again = await server(restored);
      expect((await fetch(`${again.baseUrl}/api/ready`)).status).toBe(200);
      expect((await fetch(`${again.baseUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
      expect(await again.stop()).toBe(0);

      const check = await checkRestored(restored, writes, (w) => before.includes(w));
      expect(check.problems).toEqual([]);
      console.info(
        `[backup] ${writes.filter((w) => w.acked).length} writes acknowledged, ${before.length} before the backup ` +
          `(all restored), ${check.present} rows restored in all; backup took ${backupMs} ms, ` +
          `${(statSync(file).size / 1048576).toFixed(1)} MB`,
      );
    },
    paced(600_000),
  );

  it('refuses to restore into a directory that is not empty, and changes nothing there', async () => {
    const before = readdirSync(live).sort();
    const refused = await runCliProcess('restore', [file], { DATA_DIR: live });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR ${live} is not empty (it has `);
    expect(refused.output).toContain('A restore goes into an empty directory only');
    expect(readdirSync(live).sort()).toEqual(before);
    mkdirSync(join(root, 'empty'));
    const wrong = await runCliProcess('restore', [join(root, 'server.log')], {
      DATA_DIR: join(root, 'empty'),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(
      /is not a Dockwatch backup this version can restore: it is not a gzipped tar/,
    );
    expect(readdirSync(join(root, 'empty'))).toEqual([]);
  });

  it(
    'backs up with the app stopped, and that backup holds every acknowledged write',
    async () => {
      const stoppedFile = join(root, 'stopped.tar.gz');
      const backup = await runCliProcess('backup', [stoppedFile], { DATA_DIR: live });
      expect(backup.output).toMatch(/Backup written to .*stopped\.tar\.gz .*the app was not running\)/);
      expect(backup.code).toBe(0);
      expect(existsSync(join(live, 'dockwatch.lock'))).toBe(false);
      const restored = join(root, 'restored-stopped');
      expect((await runCliProcess('restore', [stoppedFile], { DATA_DIR: restored })).code).toBe(0);
      const check = await checkRestored(restored, writes, (w) => w.acked);
      expect(check.problems).toEqual([]);
    },
    paced(300_000),
  );
});
