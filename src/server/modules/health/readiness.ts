import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/connect.ts';
import { migrationsFolder } from '#server/db/migrate.ts';
import type { PhotoStorage } from '#server/storage/photo-storage.ts';

/** The parts GET /api/ready checks, in the order it names them. */
export const READY_PARTS = ['database', 'migrations', 'storage'] as const;
export type ReadyPart = (typeof READY_PARTS)[number];

export type PartState = 'ok' | 'failing';
export interface Readiness {
  ready: boolean;
  checks: Record<ReadyPart, PartState>;
  /** What failed, part by part ("storage: EACCES ..."); empty when ready. */
  problems: string[];
}

/** A check that has not answered in this long is failing (a hung database must not hang /ready). */
export const CHECK_TIMEOUT_MS = 3_000;

/** The journal's newest migration (its `when`, which drizzle records as `created_at`). */
function newestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
}

const newest = newestMigration();

/** Whether the database has this code's newest migration (drizzle's own record of what it ran). */
export async function migrationsCurrent(db: Executor): Promise<string | null> {
  const result = await db.execute<{ latest: string | number | null }>(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows: { latest: string | number | null }[] }).rows;
  const latest = Number(rows[0]?.latest ?? 0);
  return latest >= newest.when ? null : `${newest.tag} has not been applied`;
}

function withTimeout<T>(work: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work().finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    }),
  ]);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Checks each part at once, each bounded by CHECK_TIMEOUT_MS: the database answers, it has the
 * newest migration, and photo storage takes a write. Nothing tenant-specific is read or named.
 */
export async function readiness(
  db: Db,
  storage: PhotoStorage,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const checks: Record<ReadyPart, () => Promise<string | null>> = {
    database: async () => {
      await db.execute(sql`select 1`);
      return null;
    },
    migrations: () => migrationsCurrent(db),
    storage: async () => {
      await storage.probeWritable();
      return null;
    },
  };
  const outcomes = await Promise.all(
    READY_PARTS.map((part) =>
      withTimeout(checks[part], timeoutMs).then(
        (problem) => problem,
        (error: unknown) => reason(error),
      ),
    ),
  );
  const problems = READY_PARTS.flatMap((part, i) => (outcomes[i] ? [`${part}: ${outcomes[i]}`] : []));
  return {
    ready: problems.length === 0,
    checks: Object.fromEntries(
      READY_PARTS.map((part, i) => [part, outcomes[i] ? 'failing' : 'ok']),
    ) as Record<ReadyPart, PartState>,
    problems,
  };
}
