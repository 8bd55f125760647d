import { cpus, freemem, loadavg, totalmem } from 'node:os';
import type { ApiStats } from './measure.ts';
import type { LatencyStats } from './stats.ts';

export interface Row {
  endpoint: string;
  kind: 'read' | 'write';
  api: ApiStats;
  raw: LatencyStats;
}

export interface Phase {
  engine: 'postgres' | 'pglite';
  scale: number;
  activities: number;
  rows: Row[];
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '-');
const num = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');

export function machine(): string {
  const cpu = cpus();
  const gb = (b: number) => (b / 1024 ** 3).toFixed(1);
  return [
    `cpus: ${cpu.length} × ${cpu[0]?.model ?? 'unknown'}`,
    `memory: ${gb(totalmem())} GB (${gb(freemem())} GB free)`,
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `node ${process.version}`,
  ].join('\n');
}

export function phaseTable(phase: Phase): string {
  const head =
    '| endpoint | p50 ms | p99 ms | req/s | raw p50 | raw p99 | raw req/s | p50 ratio | body KB | non-2xx |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = phase.rows.map(
    (r) =>
      `| ${r.endpoint} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${num(r.api.rps)} | ${ms(r.raw.p50)} | ` +
      `${ms(r.raw.p99)} | ${num(r.raw.rps)} | ${ratio(r.api.p50, r.raw.p50)} | ` +
      `${(r.api.bytes / 1024).toFixed(1)} | ${r.api.non2xx} |`,
  );
  return `### ${phase.engine}, scale ${phase.scale} (${phase.activities.toLocaleString('en')} activities)\n\n${head}\n${lines.join('\n')}`;
}

export interface Verdict {
  budget: string;
  pass: boolean;
  detail: string;
}

/** The issue's budgets, judged on the PostgreSQL phases (full scale and a tenth of it). */
export function verdicts(full: Phase, tenth: Phase | undefined): Verdict[] {
  const out: Verdict[] = [];
  for (const r of full.rows) {
    const limit = r.kind === 'write' ? 30 : 50;
    out.push({
      budget: `${r.endpoint}: p99 < ${limit} ms`,
      pass: r.api.p99 < limit && r.api.non2xx === 0,
      detail:
        r.api.count === 0
          ? 'no 2xx response within the duration'
          : `${ms(r.api.p99)} ms${r.api.non2xx ? `, ${r.api.non2xx} non-2xx` : ''}`,
    });
  }
  for (const r of full.rows) {
    const limit = 1.5 * r.raw.p50 + 1;
    out.push({
      budget: `${r.endpoint}: API p50 ≤ 1.5 × raw p50 + 1 ms`,
      pass: r.api.p50 <= limit,
      detail: `${ms(r.api.p50)} ms vs ${ms(limit)} ms (raw ${ms(r.raw.p50)} ms)`,
    });
  }
  if (tenth) {
    for (const r of full.rows) {
      const small = tenth.rows.find((t) => t.endpoint === r.endpoint);
      if (!small) continue;
      const ratio = r.api.p50 / small.api.p50;
      out.push({
        budget: `${r.endpoint}: p50 at ${full.activities.toLocaleString('en')} ≤ 1.3 × at ${tenth.activities.toLocaleString('en')}`,
        pass: ratio <= 1.3,
        detail: `${ms(r.api.p50)} / ${ms(small.api.p50)} ms = ${ratio.toFixed(2)}×`,
      });
    }
  }
  return out;
}

export const verdictLines = (list: Verdict[]) =>
  list.map((v) => `${v.pass ? 'PASS' : 'MISS'}  ${v.budget} — ${v.detail}`).join('\n');
