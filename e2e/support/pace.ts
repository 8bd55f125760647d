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

export { measurePace, pace, paced } from '#server/test/pace.ts';
