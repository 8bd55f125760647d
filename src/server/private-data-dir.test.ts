import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './db/connect.ts';
import { openToOthers, restrictToOwner } from './private-data-dir.ts';

/** Issue 30 item 4 (ADR 0050): DATA_DIR's files are 0600 and its directories 0700. */
const root = mkdtempSync(join(tmpdir(), 'dockwatch-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('DATA_DIR is its owner’s alone', () => {
  it('restrictToOwner takes the group and other bits off every file and directory, and follows no link', () => {
    const dir = join(root, 'tree');
    mkdirSync(join(dir, 'photos/client'), { recursive: true });
    writeFileSync(join(dir, 'photos/client/a.jpg'), 'x');
    writeFileSync(join(dir, 'session-secret'), 'x');
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'x');
    symlinkSync(outside, join(dir, 'link'));
    for (const [path, mode] of [
      [dir, 0o755],
      [join(dir, 'photos'), 0o777],
      [join(dir, 'photos/client'), 0o755],
      [join(dir, 'photos/client/a.jpg'), 0o666],
      [join(dir, 'session-secret'), 0o640],
      [outside, 0o644],
    ] as const)
      chmodSync(path, mode);
    expect(openToOthers(dir)).toEqual([
      '. 0755',
      'photos 0777',
      'photos/client 0755',
      'photos/client/a.jpg 0666',
      'session-secret 0640',
    ]);

    expect(restrictToOwner(dir)).toEqual({ changed: 5, failed: [] });
    expect(openToOthers(dir)).toEqual([]);
    expect([dir, join(dir, 'photos'), join(dir, 'photos/client')].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
    expect([join(dir, 'photos/client/a.jpg'), join(dir, 'session-secret')].map(modeOf)).toEqual([
      0o600, 0o600,
    ]);
    expect(modeOf(outside)).toBe(0o644); // the link's target is not DATA_DIR's
    expect(restrictToOwner(dir)).toEqual({ changed: 0, failed: [] });
  });

  it('the embedded database on disk leaves no file or directory that others may read or write', async () => {
    const pgdata = join(root, 'data/pgdata');
    const database = await connect({ pgliteDir: pgdata });
    try {
      expect(openToOthers(pgdata)).toEqual([]);
      await database.db.execute(sql`create table private_check (x int primary key)`);
      await database.db.execute(sql`insert into private_check values (1)`);
      await database.db.execute(sql`checkpoint`);
    } finally {
      await database.close();
    }
    // Relations, WAL and state files written after the start, and at the close, are private too.
    expect(openToOthers(pgdata)).toEqual([]);
    expect(modeOf(join(pgdata, 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(join(pgdata, 'base'))).toBe(0o700);
  });
});
