import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './scripts/test-order/duration-sequencer.ts';

/**
 * The unit and API tiers (ADR 0004), run together by `vitest run` or one at a time with `--project`:
 *
 * - `unit`: src/core, src/web and scripts tests: no database, no global setup, module reuse
 *   between files (`isolate: false`).
 * - `api`: every test under src/server. The global setup migrates the database once; each test
 *   makes its own tenant, so files share a database and run in parallel workers. A worker reuses
 *   the modules it loaded for its next file (`isolate: false`): the app's import graph is loaded
 *   once per worker, not once per file (DW_API_ISOLATE=1 isolates every file again, to debug).
 * - `api-web`: `*.api.test.ts(x)` outside src/server (tests of the web that need the database or
 *   the app, e.g. src/web/lib/offline/sync.api.test.ts), each file isolated: the offline tests
 *   stub fetch, window and IndexedDB globals that a later file of the worker would otherwise see.
 *
 * DW_TEST_WORKERS overrides every tier's worker count (e.g. 1 to debug an order problem).
 */
const API_TESTS = ['src/server/**/*.test.ts', '{src,scripts}/**/*.api.test.{ts,tsx}'];
const workers = process.env.DW_TEST_WORKERS ? Number(process.env.DW_TEST_WORKERS) : undefined;

export default defineConfig({
  test: {
    // Hang guards, not speed checks: a full run on a busy shared host made 5 s tests overrun 30 s
    // (ADR 0004).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Longest file first within each tier, from durations kept in the tree (a fresh clone has no cache).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...API_TESTS, '**/node_modules/**'],
          isolate: false,
          maxWorkers: workers ?? 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          isolate: process.env.DW_API_ISOLATE === '1',
          maxWorkers: workers ?? 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-web',
          include: ['{src,scripts}/**/*.api.test.{ts,tsx}'],
          globalSetup: ['src/server/test/global-setup.ts'],
          maxWorkers: workers ?? 2,
        },
      },
    ],
  },
});
