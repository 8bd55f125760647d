/**
 * How much slower than a quiet machine of its kind this one runs right now, and the browser tests'
 * time limits stretched to match.
 *
 * A limit is a hang guard: each test waits on conditions (an element, a request, a record), and the
 * limit only says when to give up. A fixed figure held on a quiet two-core machine and failed on a
 * busy one: in a CI run on a host busy with other work, tests that take 6 s here took over 60 s
 * (the database phases ran five times slower than here), and eight tests hit their limit. A browser
 * test crosses several processes for each step (the test, Chromium's browser, renderer and network
 * processes, the app server, PostgreSQL), and each hop waits for a share of the CPU, so it slows
 * down more than the machine does. So the setup file (`stretch-to-pace.ts`) measures the machine
 * before each file and every limit is a quiet machine's figure times that pace.
 */

/** The tier's limits on a quiet machine (milliseconds); vitest.e2e.config.ts starts from them. */
export const QUIET_LIMITS = {
  /** A test. */
  test: 60_000,
  /** A file's hooks: a browser launch, a tenant's set-up. */
  hook: 180_000,
  /** A condition polled on this side (`expect.poll`), as long as a Playwright action's wait. */
  poll: 15_000,
  /** A Playwright action's wait for its element. */
  action: 15_000,
  /** A navigation. */
  navigation: 20_000,
} as const;

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
