import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { projectRoot } from '../project-root.ts';
import type { Executor } from './connect.ts';

/** The committed SQL migrations (the same files on both engines). */
export const migrationsFolder = join(projectRoot, 'migrations');

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, oldest first (drizzle records each one's `when` as `created_at`). */
function journal(): JournalEntry[] {
  const { entries } = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return [...entries].sort((a, b) => a.when - b.when);
}

const entries = journal();
/** This code's newest migration. */
export const newestMigration = entries.at(-1)!;

type Rows<T> = { rows: T[] };

/** created_at of the newest migration run (0 when none). */
async function latestRun(db: Executor): Promise<number> {
  const result = await db.execute<{ latest: string | number | null }>(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return Number((result as unknown as Rows<{ latest: string | number | null }>).rows[0]?.latest ?? 0);
}

/**
 * The newest migration the database has run: its tag, or a description when this code does not
 * know it (a database migrated by a newer Dockwatch); undefined when none ran (no drizzle table yet).
 */
export async function appliedMigration(db: Executor): Promise<{ tag: string; when: number } | undefined> {
  const table = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!(table as unknown as Rows<{ exists: boolean }>).rows[0]?.exists) return undefined;
  const when = await latestRun(db);
  if (!when) return undefined;
  const known = entries.find((entry) => entry.when === when);
  return { tag: known?.tag ?? `a migration newer than ${newestMigration.tag}`, when };
}

/** Whether the database has this code's newest migration (drizzle's own record of what it ran). */
export async function migrationsCurrent(db: Executor): Promise<string | null> {
  return (await latestRun(db)) >= newestMigration.when ? null : `${newestMigration.tag} has not been applied`;
}
