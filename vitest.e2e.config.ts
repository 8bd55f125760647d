import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './e2e/support/e2e-workers.ts';
import { QUIET_LIMITS } from './e2e/support/pace.ts';
import { DurationSequencer } from './scripts/test-order/duration-sequencer.ts';

/**
 * Browser tests: e2e/**\/*.e2e.ts drive Chromium (playwright-core) against the real server,
 * which e2e/support/global-setup.ts builds, starts (one per worker) and stops. See e2e/README.md.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/stretch-to-pace.ts', 'e2e/support/no-unexpected-errors.ts'],
    // One worker per server (support/e2e-workers.ts): a worker's files run one after another.
    maxWorkers: e2eWorkers(),
    pool: 'forks',
    // A worker keeps the modules it loaded for its next file (playwright-core, the catalogue):
    // loading them again for each file was about 2 CPU s a file. The setup file still runs before
    // each file, and every file opens and closes its own browser connection and pages.
    // E2E_ISOLATE=1 isolates every file again, to debug.
    isolate: process.env.E2E_ISOLATE === '1',
    // Longest file first, from durations kept in the tree (a fresh clone has no cache).
    sequence: { sequencer: DurationSequencer },
    // A quiet machine's limits; each file's are stretched to the machine's pace as it starts
    // (support/pace.ts). A condition polled in the browser gets the time a Playwright action does,
    // not Vitest's 1 s, which a busy machine overran (offline-sync-drop).
    testTimeout: QUIET_LIMITS.test,
    expect: { poll: { timeout: QUIET_LIMITS.poll } },
    hookTimeout: QUIET_LIMITS.hook,
    teardownTimeout: 30_000,
  },
});
