import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The part of Vitest's JSON report (Jest's shape) that names what failed. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * Vitest's JSON report gives an error's stack, and a timeout's stack was taken before its message
 * was set: its first line is this placeholder instead of 'Test timed out in N ms'.
 */
const TIMEOUT_PLACEHOLDER = 'Error: STACK_TRACE_ERROR';

const firstLine = (text: string | undefined): string =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean)
    ?.slice(0, 160)
    .replace(TIMEOUT_PLACEHOLDER, 'timed out (the log has the limit)') ?? '';

/**
 * One line per failed test ('file › test: first line of its error'), and one per file that failed
 * without a failed test (it did not load, or a hook threw), so a summary names what to run again.
 */
export function vitestFailures(report: VitestJsonReport, cwd = process.cwd()): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const path = relative(cwd, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length)
      return failed.map((a) => `${path} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    return file.status === 'failed' ? [`${path}: ${firstLine(file.message)}`] : [];
  });
}
