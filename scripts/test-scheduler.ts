/**
 * The small scheduler behind npm test (scripts/test.ts): phases with dependencies, run side by side
 * up to a number of jobs. Each phase's output goes to test-results/logs/<phase>.log (and to the
 * console too when it is the only phase running); the console gets one line when a phase starts
 * and one when it ends (wall time, counts), and the tail of the log of a phase that failed.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

export interface PhaseResult {
  passed: number;
  failed: number;
  /** Why the phase (or part of it) did not run; the run still passes without it. */
  notes?: string[];
  /** The phase did not run at all (the reason is its note). */
  skipped?: boolean;
  /** Not a test phase (the web build): no counts in the table, a failure still counts one. */
  uncounted?: boolean;
  /** The tests that failed, one line each ('file › test: first line of the error'), for the summary. */
  failures?: string[];
}

export interface PhaseContext {
  /** Runs a command with the phase's log as its output; resolves true when it exits 0. */
  exec(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<boolean>;
  /** The same, and also answers what the command wrote (for a short one: a type-check, a lint). */
  execKeepingOutput(command: string, args: string[]): Promise<{ ok: boolean; output: string }>;
  /** A line in the phase's log (and on the console when the phase is streamed). */
  say(line: string): void;
}

export interface Phase {
  name: string;
  title: string;
  /** Phases whose output this one reads: pulled in when it is selected, and it is skipped when they fail. */
  needs?: string[];
  /** Phases this one waits for when both run (CPU ordering only). */
  after?: string[];
  run(ctx: PhaseContext): Promise<PhaseResult>;
}

export interface Outcome extends PhaseResult {
  phase: Phase;
  ok: boolean;
  ms: number;
}

const TAIL_LINES = 40;
/** Failed tests listed per phase in the summary; CI shows only the end of the output. */
const FAILURES_LISTED = 10;

export const formatMs = (ms: number): string =>
  ms < 60_000
    ? `${(ms / 1000).toFixed(1)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** The selected phases plus everything they need (transitively), in the list's order. */
export function withNeeds(all: Phase[], selected: string[]): Phase[] {
  const byName = new Map(all.map((p) => [p.name, p]));
  const wanted = new Set<string>();
  const add = (name: string) => {
    const phase = byName.get(name);
    if (!phase) throw new Error(`no phase "${name}"`);
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of phase.needs ?? []) add(need);
  };
  for (const name of selected) add(name);
  return all.filter((p) => wanted.has(p.name));
}

export async function runPhases(
  phases: Phase[],
  options: { jobs: number; logDir: string; stream: boolean },
): Promise<Outcome[]> {
  mkdirSync(options.logDir, { recursive: true });
  const names = new Set(phases.map((p) => p.name));
  const waitsFor = (p: Phase) => [...(p.needs ?? []), ...(p.after ?? [])].filter((n) => names.has(n));
  const outcomes = new Map<string, Outcome>();
  const running = new Map<string, Promise<void>>();
  const began = Date.now();
  const clock = () => formatMs(Date.now() - began).padStart(9);

  const finish = (outcome: Outcome) => {
    outcomes.set(outcome.phase.name, outcome);
  };

  async function runOne(phase: Phase): Promise<void> {
    const logFile = join(options.logDir, `${phase.name}.log`);
    const log = createWriteStream(logFile);
    const write = (text: string | Buffer) => {
      log.write(text);
      if (options.stream) process.stdout.write(text);
    };
    const run = (command: string, args: string[], env: NodeJS.ProcessEnv, keep?: (text: string) => void) =>
      new Promise<boolean>((done) => {
        write(`$ ${command} ${args.join(' ')}\n`);
        const child = spawn(command, args, {
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const out = (chunk: Buffer) => {
          write(chunk);
          keep?.(chunk.toString());
        };
        child.stdout.on('data', out);
        child.stderr.on('data', out);
        child.on('error', (error) => {
          write(`${error.message}\n`);
          done(false);
        });
        child.on('close', (code) => done(code === 0));
      });
    const ctx: PhaseContext = {
      say: (line) => write(`${line}\n`),
      exec: (command, args, env = {}) => run(command, args, env),
      execKeepingOutput: async (command, args) => {
        let output = '';
        const ok = await run(command, args, {}, (text) => {
          output += text;
        });
        return { ok, output };
      },
    };
    console.log(`[test] ${clock()}  start ${phase.name}: ${phase.title} (log: ${logFile})`);
    const start = Date.now();
    let result: PhaseResult;
    try {
      result = await phase.run(ctx);
    } catch (error) {
      write(`${(error as Error).stack ?? error}\n`);
      result = { passed: 0, failed: 1 };
    }
    await closeLog(log);
    const ms = Date.now() - start;
    const ok = result.failed === 0;
    finish({ ...result, phase, ok, ms });
    const what = result.skipped
      ? `skipped: ${result.notes?.join('; ')}`
      : result.uncounted
        ? ok
          ? 'ok'
          : 'FAILED'
        : `${result.passed} passed, ${result.failed} failed`;
    console.log(`[test] ${clock()}  ${ok ? 'done ' : 'FAIL '} ${phase.name} in ${formatMs(ms)}: ${what}`);
    if (!ok && !options.stream) {
      const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
      console.log(`[test] ---- last ${Math.min(TAIL_LINES, lines.length)} lines of ${logFile} ----`);
      for (const line of lines.slice(-TAIL_LINES)) console.log(`  ${line}`);
      console.log(`[test] ---- end of ${phase.name} ----`);
    }
  }

  for (;;) {
    for (const phase of phases) {
      if (outcomes.has(phase.name) || running.has(phase.name)) continue;
      const waiting = waitsFor(phase);
      if (!waiting.every((n) => outcomes.has(n))) continue;
      const failedNeed = (phase.needs ?? []).find(
        (n) => names.has(n) && (!outcomes.get(n)!.ok || outcomes.get(n)!.skipped),
      );
      if (failedNeed) {
        const note = `needs ${failedNeed}, which ${outcomes.get(failedNeed)!.ok ? 'did not run' : 'failed'}`;
        console.log(`[test] ${clock()}  skip  ${phase.name}: ${note}`);
        finish({ phase, ok: true, ms: 0, passed: 0, failed: 0, skipped: true, notes: [note] });
        continue;
      }
      if (running.size >= options.jobs) break;
      running.set(
        phase.name,
        runOne(phase).finally(() => running.delete(phase.name)),
      );
    }
    if (outcomes.size === phases.length) break;
    if (running.size === 0) throw new Error('the phases wait on each other (a cycle in needs/after)');
    await Promise.race(running.values());
  }
  return phases.map((p) => outcomes.get(p.name)!);
}

function closeLog(log: WriteStream): Promise<void> {
  return new Promise((done) => log.end(done));
}

/** Notes, then one row per phase (wall time, counts), then exactly `N passed, N failed`. */
export function printSummary(outcomes: Outcome[], totalMs: number): boolean {
  const notes = outcomes.flatMap((o) =>
    o.skipped ? [] : (o.notes ?? []).map((n) => `${o.phase.name}: ${n}`),
  );
  console.log('\n[test] summary');
  for (const n of notes) console.log(`  note: ${n}`);
  const width = Math.max(...outcomes.map((o) => o.phase.name.length), 5);
  for (const o of outcomes) {
    const status = o.skipped ? 'skip' : o.ok ? 'ok  ' : 'FAIL';
    const counts = o.skipped
      ? `skipped: ${o.notes?.join('; ')}`
      : o.uncounted
        ? o.ok
          ? '-'
          : 'failed'
        : `${o.passed} passed, ${o.failed} failed`;
    console.log(`  ${status} ${o.phase.name.padEnd(width)} ${formatMs(o.ms).padStart(12)}  ${counts}`);
  }
  console.log(`       ${'total'.padEnd(width)} ${formatMs(totalMs).padStart(12)}  wall`);
  for (const o of outcomes.filter((o) => o.failures?.length)) {
    const failures = o.failures!;
    console.log(`  failed in ${o.phase.name}:`);
    for (const f of failures.slice(0, FAILURES_LISTED)) console.log(`    ${f}`);
    if (failures.length > FAILURES_LISTED)
      console.log(
        `    … and ${failures.length - FAILURES_LISTED} more (test-results/logs/${o.phase.name}.log)`,
      );
  }
  const passed = outcomes.reduce((n, o) => n + (o.uncounted ? 0 : o.passed), 0);
  const failed = outcomes.reduce((n, o) => n + o.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return outcomes.every((o) => o.ok);
}
