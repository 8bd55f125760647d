/**
 * npm run test:durations: writes scripts/test-order/durations.json (seconds per test file) from the
 * JSON reports of the last `npm test` (test-results/api.json, e2e.json), for DurationSequencer.
 * Run it after a full run on a quiet machine when test files were added or grew; commit the file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DURATIONS_FILE } from './duration-sequencer.ts';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const REPORTS = ['test-results/api.json', 'test-results/e2e.json'];
const durations: Record<string, number> = {};
for (const report of REPORTS) {
  if (!existsSync(report)) {
    console.error(`${report} is missing: run npm test first`);
    process.exit(1);
  }
  for (const file of (JSON.parse(readFileSync(report, 'utf8')) as Report).testResults)
    durations[relative(process.cwd(), file.name).replaceAll('\\', '/')] =
      Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(sorted).length} test files' durations written to ${relative(process.cwd(), DURATIONS_FILE.pathname)}`,
);
