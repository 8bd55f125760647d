import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { connect } from './connect.ts';
import { pgliteFsyncCount } from './pglite-durable.ts';

const setting = async (db: Awaited<ReturnType<typeof connect>>['db'], name: string) => {
  const result = await db.execute(sql.raw(`show ${name}`));
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
};

describe('PGlite on disk', () => {
  it('runs with fsync on and calls fsync(2) for every commit', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dockwatch-fsync-'));
    const dir = join(root, 'pgdata');
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await connect({ pgliteDir: dir, loadDataDir: template });
    try {
      expect(await setting(database.db, 'fsync')).toBe('on');
      expect(await setting(database.db, 'wal_sync_method')).toBe('fsync');
      await database.db.execute(sql`create table durable_probe (n int)`);
      const before = pgliteFsyncCount.value;
      for (let n = 0; n < 5; n++) await database.db.execute(sql`insert into durable_probe values (${n})`);
      expect(pgliteFsyncCount.value - before).toBeGreaterThanOrEqual(5);
    } finally {
      await database.close();
    }
    const reopened = await connect({ pgliteDir: dir });
    try {
      const rows = await reopened.db.execute(sql`select count(*)::int as n from durable_probe`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(5);
    } finally {
      await reopened.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
