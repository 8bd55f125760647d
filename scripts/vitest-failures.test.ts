import { describe, expect, it } from 'vitest';
import { vitestFailures } from './vitest-failures.ts';

describe('vitestFailures', () => {
  it('names each failed test with its file and the first line of its error, and files that failed without one', () => {
    const lines = vitestFailures(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/e2e/a.e2e.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a works', status: 'passed' },
              {
                fullName: 'a > fails',
                status: 'failed',
                failureMessages: ['\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'],
              },
            ],
          },
          {
            name: '/repo/src/b.test.ts',
            status: 'failed',
            message: 'Hook timed out in 10000ms\nmore',
            assertionResults: [],
          },
          {
            name: '/repo/src/d.test.ts',
            status: 'failed',
            assertionResults: [
              {
                fullName: 'd slow',
                status: 'failed',
                failureMessages: ['Error: STACK_TRACE_ERROR\n    at task (x.js:1:1)'],
              },
            ],
          },
          {
            name: '/repo/src/c.test.ts',
            status: 'passed',
            assertionResults: [{ fullName: 'c', status: 'passed' }],
          },
        ],
      },
      '/repo',
    );
    expect(lines).toEqual([
      'e2e/a.e2e.ts › a > fails: AssertionError: expected 1 to be 2',
      'src/b.test.ts: Hook timed out in 10000ms',
      'src/d.test.ts › d slow: timed out (the log has the limit)',
    ]);
  });

  it('is empty for a report without results', () => {
    expect(vitestFailures({ numPassedTests: 0, numFailedTests: 0 })).toEqual([]);
  });
});
