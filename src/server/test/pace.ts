/**
 * How much slower than a quiet machine of its kind this one runs right now (decision 0058's
 * browser tier first, then the API tier's process tests). A time limit is a hang guard: a test
 * waits on conditions, and the limit only says when to give up; on a host busy with other work a
 * fixed figure fails tests that are only slow. `measurePace` before a file, `paced(quietMs)` for
 * each limit.
 */

/** The probe's time on a quiet machine of this kind (2026-11-30, 5 million steps: 16 ms). */
const QUIET_PROBE_MS = 16;
/** Past this the machine is too slow for the tier's limits to mean anything. */
const MOST = 10;

let current = 1;

function probe(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 5_000_000; i++) x = (x + i * 7) % 1_000_003;
  const took = performance.now() - started;
  // Keeps the loop from being optimised away.
  if (x < 0) throw new Error('unreachable');
  return took;
}

/**
 * Measures the pace now: the median of five runs of a fixed piece of work against a quiet machine's
 * time (at least 1, at most 10). About 80 ms on a quiet machine.
 */
export function measurePace(): number {
  probe(); // compiles the loop
  const times = Array.from({ length: 5 }, probe).sort((a, b) => a - b);
  current = Math.min(MOST, Math.max(1, times[2]! / QUIET_PROBE_MS));
  return current;
}

/** The pace measured before this file (1 until measured). */
export const pace = (): number => current;

/** A quiet machine's limit in milliseconds, stretched to the pace measured before this file. */
export const paced = (quietMs: number): number => Math.round(quietMs * current);
