/**
 * npm test: one web build, type-check, lint, unit + API tests on PGlite, API tests again on a real
 * PostgreSQL (scratch database), three kill -9 rounds per engine, the production path on a fresh
 * clone, browser tests in Chromium; side by side where it pays (scripts/test-phases.ts,
 * docs/testing.md). Each phase logs to test-results/logs/<phase>.log. Ends with a table of each
 * phase's wall time and counts, then one 'N passed, N failed' line.
 *
 *   npm test                      every phase
 *   npm test -- PHASE...          those phases and what they need (static = typecheck + lint)
 *   npm test -- --jobs N          at most N phases at once (default 4; TEST_JOBS); with 1, the
 *                                 output goes to the console too, as it runs
 *   npm test -- --list            the phases, what they need and wait for
 */
import { GROUPS, PHASES } from './test-phases.ts';
import { printSummary, runPhases, withNeeds } from './test-scheduler.ts';

const argv = process.argv.slice(2);
const jobsAt = argv.indexOf('--jobs');
const jobs = Number(jobsAt >= 0 ? argv[jobsAt + 1] : (process.env.TEST_JOBS ?? 4));
const names = argv.filter((a, i) => !a.startsWith('--') && (jobsAt < 0 || i !== jobsAt + 1));

if (argv.includes('--list') || argv.includes('--help')) {
  for (const p of PHASES) {
    const deps = [
      p.needs?.length ? `needs ${p.needs.join(', ')}` : '',
      p.after?.length ? `after ${p.after.join(', ')}` : '',
    ].filter(Boolean);
    console.log(`${p.name.padEnd(10)} ${p.title}${deps.length ? ` (${deps.join('; ')})` : ''}`);
  }
  for (const [group, members] of Object.entries(GROUPS))
    console.log(`${group.padEnd(10)} = ${members.join(' + ')}`);
  process.exit(0);
}
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs wants a whole number of at least 1, not ${jobs}`);
  process.exit(2);
}

let phases: typeof PHASES;
try {
  phases = names.length
    ? withNeeds(
        PHASES,
        names.flatMap((n) => GROUPS[n] ?? [n]),
      )
    : PHASES;
} catch (error) {
  console.error(`${(error as Error).message}; the phases: ${PHASES.map((p) => p.name).join(', ')}, static`);
  process.exit(2);
}

const began = Date.now();
console.log(`[test] phases: ${phases.map((p) => p.name).join(', ')} (at most ${jobs} at once)`);
const outcomes = await runPhases(phases, {
  jobs,
  logDir: 'test-results/logs',
  // One phase at a time (one selected, or --jobs 1): its output goes to the console as well.
  stream: phases.length === 1 || jobs === 1,
});
const ok = printSummary(outcomes, Date.now() - began);
process.exit(ok ? 0 : 1);
