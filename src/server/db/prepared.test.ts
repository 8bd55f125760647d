import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import type { Database } from './connect.ts';
import { executePrepared } from './prepared.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const plusOne = (n: number) => sql`select ${n}::int + 1 as "n", 'x' as "label"`;

describe('executePrepared', () => {
  it('answers the rows the query selects, by their aliases', async () => {
    expect(await executePrepared(database.db, plusOne(1))).toEqual([{ n: 2, label: 'x' }]);
    expect(await executePrepared(database.db, plusOne(41))).toEqual([{ n: 42, label: 'x' }]);
  });

  it("runs on a transaction's own connection, inside it", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_probe (v int) on commit drop`);
      await tx.execute(sql`insert into prepared_probe values (7)`);
      const seen = await executePrepared<{ v: number }>(tx, sql`select v from prepared_probe where v = ${7}`);
      expect(seen).toEqual([{ v: 7 }]);
    });
  });

  it('prepares one named statement per text on PostgreSQL (none on PGlite), reused with other values', async () => {
    await database.db.transaction(async (tx) => {
      const other = sql`select ${'a'}::text || ${'b'}::text as "joined"`;
      for (const n of [1, 2, 3])
        expect(await executePrepared(tx, plusOne(n))).toEqual([{ n: n + 1, label: 'x' }]);
      expect(await executePrepared(tx, other)).toEqual([{ joined: 'ab' }]);
      const prepared = await executePrepared<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where name like 'dw\\_%' and statement like ${'%::int + 1 as "n"%'}`,
      );
      expect(prepared.map((p) => p.statement.includes('$1::int + 1'))).toEqual(
        database.kind === 'postgres' ? [true] : [],
      );
    });
  });
});
