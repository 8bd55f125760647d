import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { measurePace, paced } from '#server/test/pace.ts';
import { ServerProcess } from '../../../scripts/crash/server.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/scratch-postgres.ts';
import { freePort } from '../../../scripts/support/app-server.ts';
import { newestMigration } from '../db/migration-level.ts';
import { runCliProcess } from '../test/cli-process.ts';

// A process test's limits are hang guards: stretched to the machine's pace, measured here.
measurePace();

/**
 * npm run db:migrate and MIGRATE_ON_START=false (ADR 0041), with real processes: on PostgreSQL the
 * schema owner migrates and an app role that owns nothing (BYPASSRLS, a member of dockwatch_app)
 * runs the app; on the embedded database the same switch works.
 */
const root = mkdtempSync(join(tmpdir(), 'dockwatch-migrate-'));
const scratch = await createScratchDatabase();
const skipped = 'skipped' in scratch ? scratch.skipped : undefined;
if (skipped) console.warn(`[migrate] the PostgreSQL case not run: ${skipped}. Set TEST_DATABASE_URL.`);
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const server of servers) server.close();
  for (const cleanup of cleanups) await cleanup(); // the database, then its roles
  rmSync(root, { recursive: true, force: true });
});

const NOT_MIGRATED = `this version needs ${newestMigration.tag}) and MIGRATE_ON_START=false`;

/** Starts the app; resolves with its output when it exited instead. */
async function start(env: Record<string, string>, databaseUrl?: string) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(root, 'data-'));
  const server = new ServerProcess({
    dataDir,
    port: await freePort(),
    databaseUrl,
    logFile: join(root, 'server.log'),
    env: { LOG_LEVEL: 'info', ...env },
  });
  servers.push(server);
  try {
    await server.start();
    return { server, dataDir, failed: undefined };
  } catch (error) {
    return { server, dataDir, failed: (error as Error).message };
  }
}

describe('npm run db:migrate', () => {
  it(
    'on the embedded database: the app with MIGRATE_ON_START=false refuses an unmigrated one, then starts after db:migrate',
    async () => {
      const dataDir = join(root, 'embedded');
      const refused = await start({ DATA_DIR: dataDir, MIGRATE_ON_START: 'false' });
      expect(refused.failed).toContain(NOT_MIGRATED);
      expect(refused.failed).toContain('run `npm run db:migrate`');
      const migrated = await runCliProcess('migrate', [], { DATA_DIR: dataDir });
      expect(migrated.output.trim()).toBe(
        `The embedded database in ${dataDir}: migrated from an empty database to ${newestMigration.tag}.`,
      );
      expect(migrated.code).toBe(0);
      const app = await start({ DATA_DIR: dataDir, MIGRATE_ON_START: 'false' });
      expect(app.failed).toBeUndefined();
      expect((await fetch(`${app.server.baseUrl}/api/ready`)).status).toBe(200);
      // The app holds the data directory: db:migrate says so and changes nothing.
      const busy = await runCliProcess('migrate', [], { DATA_DIR: dataDir });
      expect(busy.code).toBe(1);
      expect(busy.output).toMatch(/Another Dockwatch process \(pid \d+\) is using the data directory/);
      expect(await app.server.stop()).toBe(0);
    },
    paced(240_000),
  );

  it.skipIf(skipped !== undefined)(
    'on PostgreSQL: the owner migrates (MIGRATE_DATABASE_URL), the app runs as a role that owns nothing',
    async () => {
      const { url } = scratch as ScratchDatabase;
      cleanups.push(() => (scratch as ScratchDatabase).drop());
      const suffix = randomBytes(3).toString('hex');
      const [owner, appRole] = [`dw_owner_${suffix}`, `dw_app_${suffix}`];
      const as = (role: string) => Object.assign(new URL(url), { username: role }).toString();
      // On the server's own database: dropping the scratch one ends connections to it.
      const admin = new pg.Client({
        connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
      });
      await admin.connect();
      const database = new URL(url).pathname.slice(1);
      await admin.query(`CREATE ROLE ${owner} LOGIN CREATEROLE; CREATE ROLE ${appRole} LOGIN BYPASSRLS`);
      await admin.query(`ALTER DATABASE ${database} OWNER TO ${owner}`);
      cleanups.push(async () => {
        await admin.query(`DROP ROLE IF EXISTS ${appRole}; DROP ROLE IF EXISTS ${owner}`);
        await admin.end();
      });
      const appEnv = { MIGRATE_ON_START: 'false', SEED_DEMO: 'true', SESSION_SECRET: 'm'.repeat(40) };

      const early = await start(appEnv, as(appRole));
      expect(early.failed).toContain(NOT_MIGRATED);

      const cli = { DATABASE_URL: as(appRole), MIGRATE_DATABASE_URL: as(owner) };
      const migrated = await runCliProcess('migrate', [], cli);
      expect(migrated.output.trim()).toBe(
        `PostgreSQL via MIGRATE_DATABASE_URL: migrated from an empty database to ${newestMigration.tag}.`,
      );
      expect(migrated.code).toBe(0);
      const scratchClient = new pg.Client({ connectionString: url });
      await scratchClient.connect();
      const tables = await scratchClient.query<{ owner: string }>(
        `select distinct tableowner as owner from pg_tables where schemaname = 'public'`,
      );
      await scratchClient.end();
      expect(tables.rows).toEqual([{ owner }]);

      // The app role may not act as dockwatch_app yet: the start says what to grant.
      const noGrant = await start(appEnv, as(appRole));
      expect(noGrant.failed).toContain(`GRANT dockwatch_app TO <the role in DATABASE_URL>`);
      await admin.query(`GRANT dockwatch_app TO ${appRole}`);

      const app = await start(appEnv, as(appRole));
      expect(app.failed).toBeUndefined();
      expect((await fetch(`${app.server.baseUrl}/api/ready`)).status).toBe(200);
      // Demo data was seeded by the app role; its staff user signs in and writes.
      const login = /^staff\s+(\S+)\s+(\S+)/m.exec(
        readFileSync(join(app.dataDir, 'demo-logins.txt'), 'utf8'),
      )!;
      const signIn = await fetch(`${app.server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: login[1], password: login[2] }),
      });
      expect(signIn.status).toBe(200);
      expect(await app.server.stop()).toBe(0);

      const again = await runCliProcess('migrate', [], cli);
      expect(again.output.trim()).toBe(
        `PostgreSQL via MIGRATE_DATABASE_URL: already at ${newestMigration.tag}, nothing to migrate.`,
      );
      expect(again.code).toBe(0);
    },
    paced(240_000),
  );
});
