import { defineConfig } from 'vitest/config';

/**
 * Browser tests: e2e/**\/*.e2e.ts drive Chromium (playwright-core) against the real server,
 * which e2e/support/global-setup.ts builds, starts and stops. See e2e/README.md.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/no-unexpected-errors.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
