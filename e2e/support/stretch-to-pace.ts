import { vi } from 'vitest';
import { measurePace, paced, QUIET_LIMITS } from './pace.ts';

/**
 * Before each file (a setup file): measures the machine and stretches the file's limits to it
 * (support/pace.ts). Playwright's waits follow in `newPhonePage`.
 */
const pace = measurePace();
vi.setConfig({
  testTimeout: paced(QUIET_LIMITS.test),
  hookTimeout: paced(QUIET_LIMITS.hook),
  expect: { poll: { timeout: paced(QUIET_LIMITS.poll) } },
});
if (pace >= 1.5) {
  console.log(
    `[e2e] the machine runs ${pace.toFixed(1)}× slower than a quiet one: this file's limits are stretched to match`,
  );
}
