import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';
import { migrationsCurrent } from '#server/db/migration-level.ts';
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
