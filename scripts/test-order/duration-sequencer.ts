import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each test file took in a recorded full run (record-durations.ts), by path from the root. */
export const DURATIONS_FILE = new URL('./durations.json', import.meta.url);

function recordedDurations(): Map<string, number> {
  try {
    return new Map(
      Object.entries(JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>),
    );
  } catch {
    return new Map();
  }
}

/**
 * Each project's files longest first, files with no duration (new ones) ahead in the order given;
 * projects stay in the order given.
 */
export function longestFirst<T>(
  inOrder: T[],
  project: (file: T) => string,
  seconds: (file: T) => number | undefined,
): T[] {
  const byProject = new Map<string, T[]>();
  for (const file of inOrder) {
    const group = byProject.get(project(file)) ?? [];
    group.push(file);
    byProject.set(project(file), group);
  }
  return [...byProject.values()].flatMap((group) => [
    ...group.filter((file) => seconds(file) === undefined),
    ...group
      .filter((file) => seconds(file) !== undefined)
      .sort((a, b) => (seconds(b) ?? 0) - (seconds(a) ?? 0)),
  ]);
}

/**
 * Longest first, from durations kept in the tree: Vitest orders by its own cache of the last run's
 * durations, which a fresh clone (CI) does not have, and falls back to file size, so the long
 * process tests started minutes into the API tier and a worker ran them at its end while the other
 * waited. Vitest's order (its cache, then size) stays for files with no record and between projects.
 */
export class DurationSequencer extends BaseSequencer {
  private readonly durations = recordedDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longestFirst(
      await super.sort(files),
      (spec) => spec.project.name,
      (spec) => this.durations.get(relative(this.ctx.config.root, spec.moduleId).replaceAll('\\', '/')),
    );
  }
}
