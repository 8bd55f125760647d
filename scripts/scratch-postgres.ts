import { randomBytes } from 'node:crypto';
import pg from 'pg';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function reachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A scratch database for one test run on TEST_DATABASE_URL's server, or on the local server at
 * 127.0.0.1:5432. Returns the reason instead when no server is reachable.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase | { skipped: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? LOCAL_SERVER;
  const problem = await reachable(serverUrl);
  if (problem) {
    const where = process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : '127.0.0.1:5432';
    return { skipped: `no PostgreSQL server reachable at ${where} (${problem})` };
  }
  const name = `dockwatch_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
