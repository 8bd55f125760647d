import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DB_TABLES, type DbTable, type Probe } from './probe.ts';
import type { WriteRecord } from './workload.ts';

/** Guids of earlier rounds: all replayed, so each must exist exactly once. */
export type Known = Record<DbTable, Set<string>>;

export const emptyKnown = (): Known => ({
  activities: new Set(),
  meter_images: new Set(),
  meter_readings: new Set(),
});

export interface RowCheck {
  problems: string[];
  /** This round's writes found in the database, per table. */
  present: Record<DbTable, number>;
}

/**
 * After a crash (all = false): every acknowledged write exists exactly once, nothing exists
 * twice, and the tables hold nothing else. After the replay (all = true): every write exists.
 */
export async function checkRows(
  probe: Probe,
  baseline: Record<DbTable, number>,
  known: Known,
  writes: WriteRecord[],
  all: boolean,
): Promise<RowCheck> {
  const problems: string[] = [];
  const present = { activities: 0, meter_images: 0, meter_readings: 0 };
  const totals = await probe.totals();
  for (const table of DB_TABLES) {
    const mine = writes.filter((w) => w.table === table);
    const counts = await probe.countGuids(table, [...known[table], ...mine.map((w) => w.guid)]);
    for (const guid of known[table]) {
      if (counts.get(guid) !== 1)
        problems.push(`${table} ${guid} of an earlier round: ${counts.get(guid)} rows`);
    }
    for (const write of mine) {
      const n = counts.get(write.guid) ?? 0;
      if (n === 1) present[table]++;
      if (n > 1) problems.push(`${table} ${write.guid}: ${n} rows`);
      else if (n === 0 && (write.acked || all)) {
        problems.push(
          `${table} ${write.guid}: missing, though ${write.acked ? `acknowledged (${write.status})` : 'replayed'}`,
        );
      }
    }
    const expected = baseline[table] + known[table].size + present[table];
    if (totals[table] !== expected) {
      problems.push(
        `${table}: ${totals[table]} rows, expected ${expected} (${baseline[table]} before the test)`,
      );
    }
  }
  return { problems, present };
}

export interface PhotoCheck {
  problems: string[];
  /** Temporary files of uploads cut off by the kill (harmless, never served). */
  leftovers: number;
}

/** An acknowledged photo is on disk whole; any other is whole or absent, never torn. */
export function checkPhotos(dataDir: string, writes: WriteRecord[]): PhotoCheck {
  const root = join(dataDir, 'photos');
  const files = new Map<string, number>();
  let leftovers = 0;
  if (existsSync(root)) {
    for (const client of readdirSync(root)) {
      for (const name of readdirSync(join(root, client))) {
        if (name.endsWith('.part')) leftovers++;
        else files.set(name.replace(/\.\w+$/, ''), statSync(join(root, client, name)).size);
      }
    }
  }
  const problems: string[] = [];
  for (const write of writes.filter((w) => w.table === 'photos')) {
    const size = files.get(write.guid);
    const expected = (write.body as Buffer).length;
    if (size === undefined && write.acked) problems.push(`photo ${write.guid}: missing, though acknowledged`);
    if (size !== undefined && size !== expected)
      problems.push(`photo ${write.guid}: ${size} bytes of ${expected}`);
  }
  return { problems, leftovers };
}

export function remember(known: Known, writes: WriteRecord[]): void {
  for (const write of writes) if (write.table !== 'photos') known[write.table].add(write.guid);
}
