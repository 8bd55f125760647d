import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './e2e/support/e2e-workers.ts';
import { DurationSequencer } from './scripts/test-order/duration-sequencer.ts';

/**
 * Browser tests: e2e/**\/*.e2e.ts drive Chromium (playwright-core) against the real server,
 * which e2e/support/global-setup.ts builds, starts (one per worker) and stops. See e2e/README.md.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/no-unexpected-errors.ts'],
    // One worker per server (support/e2e-workers.ts): a worker's files run one after another.
    maxWorkers: e2eWorkers(),
    pool: 'forks',
    // Longest file first, from durations kept in the tree (a fresh clone has no cache).
    sequence: { sequencer: DurationSequencer },
    testTimeout: 60_000,
    // A condition polled in the browser gets the time a Playwright action does (15 s,
    // support/browser.ts), not Vitest's 1 s, which a busy machine overran (offline-sync-drop).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
