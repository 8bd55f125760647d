import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema/index.ts';
import { openTestDatabase } from './build-test-app.ts';
import { checksumDiff, checksumWhenWritten, tableChecksum } from './db-checksum.ts';
import { createTenant } from './factories.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let clientId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  clientId = (await createTenant(database.db)).clientId;
});
afterAll(() => database.close());

describe('checksumWhenWritten', () => {
  const watched = () =>
    checksumWhenWritten(database.db, () => tableChecksum(database.db, { clientIds: [clientId] }));

  it('answers the last checksum while nothing is written', async () => {
    const checksum = watched();
    const first = await checksum();
    await database.db.execute(sql`select count(*) from clients`);
    expect(await checksum()).toBe(first);
  });

  it('sees a committed change', async () => {
    const checksum = watched();
    const before = await checksum();
    await database.db
      .update(clients)
      .set({ name: 'Renamed by the checksum test' })
      .where(eq(clients.id, clientId));
    expect(checksumDiff(before, await checksum())).toEqual(['clients: rows changed']);
  });

  it('takes the checksum again after a rolled-back write, which changes nothing', async () => {
    const checksum = watched();
    const before = await checksum();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(clients).set({ name: 'Never kept' }).where(eq(clients.id, clientId));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await checksum();
    expect(after).not.toBe(before);
    expect(checksumDiff(before, after)).toEqual([]);
  });
});
