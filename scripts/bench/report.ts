import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { LOCATIONS_FULL, UNPAGED_MONTH } from './endpoints.ts';
import type { ApiStats } from './measure.ts';
import type { LatencyStats } from './stats.ts';

export interface Row {
  endpoint: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  connections: number;
  api: ApiStats;
  /** The same SQL behind plain node:http (floor-server.ts). */
  floor: ApiStats;
  raw: LatencyStats;
  /** The read revalidated with its ETag (304), when the endpoint sends one. */
  notModified?: LatencyStats | undefined;
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
    '| endpoint | conns | p50 ms | p99 ms | req/s | floor p50 | floor req/s | raw p50 | ÷ floor | ÷ raw | body KB | 304 p50 | non-2xx |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = phase.rows.map(
    (r) =>
      `| ${r.endpoint} | ${r.connections} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${num(r.api.rps)} | ` +
      `${ms(r.floor.p50)} | ${num(r.floor.rps)} | ${ms(r.raw.p50)} | ${ratio(r.api.p50, r.floor.p50)} | ` +
      `${ratio(r.api.p50, r.raw.p50)} | ${(r.api.bodyBytes / 1024).toFixed(1)} | ` +
      `${r.notModified ? ms(r.notModified.p50) : '-'} | ${r.api.non2xx + r.floor.non2xx} |`,
  );
  return `### ${phase.engine}, scale ${phase.scale} (${phase.activities.toLocaleString('en')} activities)\n\n${head}\n${lines.join('\n')}`;
}

/** The figures of `npm run bench -- --json FILE`, one row per endpoint, engine, scale and load. */
export function jsonRows(phases: Phase[]) {
  const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null);
  return phases.flatMap((phase) =>
    phase.rows.map((r) => ({
      endpoint: r.endpoint,
      method: r.method,
      engine: phase.engine,
      scale: phase.scale,
      connections: r.connections,
      p50Ms: round(r.api.p50),
      p99Ms: round(r.api.p99),
      rps: round(r.api.rps),
      bodyBytes: Math.round(r.api.bodyBytes),
      rawP50Ms: round(r.raw.p50),
      floorP50Ms: round(r.floor.p50),
      floorRps: round(r.floor.rps),
      notModifiedP50Ms: r.notModified ? round(r.notModified.p50) : null,
    })),
  );
}

export interface Verdict {
  target: string;
  pass: boolean;
  detail: string;
}

/** The reads that answer 304 to a matching If-None-Match (issue 20). */
export const CONDITIONAL_READS = [
  'locations with last activity',
  'activity feed first page',
  "a location's activities",
  'a month of meter reads',
  'shift summary data',
];
/**
 * Uncompressed body limits, in KB, judged on the row of what the app asks for: the locations list
 * in its compact view (decision 0045; its full answer, the LOCATIONS_FULL row, is not judged).
 */
export const PAYLOAD_LIMITS_KB: Record<string, number> = {
  'locations with last activity': 80,
  'a month of meter reads': 250,
};

const x = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '-');

/**
 * Issue 20's targets, each a ratio taken in the same run, judged on the PostgreSQL phase at full
 * scale (and its tenth for growth). A target that cannot be measured yet is a miss that says why.
 */
export function verdicts(full: Phase, tenth: Phase | undefined): Verdict[] {
  const out: Verdict[] = [];
  const judge = (target: string, value: number, limit: number, failed = 0) =>
    out.push({
      target,
      pass: value <= limit && failed === 0,
      detail: `${x(value)} (limit ${limit}×)${failed ? `, ${failed} failed requests` : ''}`,
    });
  for (const r of full.rows) {
    const at = `${r.endpoint} at ${r.connections}`;
    const failed = r.api.non2xx + r.floor.non2xx;
    if (r.connections === 1) {
      judge(`${at}: p50 ≤ 1.15 × floor`, r.api.p50 / r.floor.p50, 1.15, failed);
      judge(`${at}: p50 ≤ 1.3 × raw SQL`, r.api.p50 / r.raw.p50, 1.3, failed);
    } else {
      judge(`${at}: p50 ≤ 1.6 × raw SQL`, r.api.p50 / r.raw.p50, 1.6, failed);
    }
    out.push({
      target: `${at}: req/s ≥ 0.85 × floor`,
      pass: r.api.rps >= 0.85 * r.floor.rps && failed === 0,
      detail: `${x(r.api.rps / r.floor.rps)} (${num(r.api.rps)} vs ${num(r.floor.rps)} req/s)`,
    });
    if (CONDITIONAL_READS.includes(r.endpoint)) {
      if (r.notModified) judge(`${at}: 304 p50 ≤ 0.25 × full read`, r.notModified.p50 / r.api.p50, 0.25);
      else out.push({ target: `${at}: 304 p50 ≤ 0.25 × full read`, pass: false, detail: 'no ETag sent' });
    }
  }
  for (const [endpoint, limitKb] of Object.entries(PAYLOAD_LIMITS_KB)) {
    const row = full.rows.find((r) => r.endpoint === endpoint);
    if (!row) continue;
    const kb = row.api.bodyBytes / 1024;
    const reference =
      endpoint === 'locations with last activity'
        ? full.rows.find((r) => r.endpoint === LOCATIONS_FULL)
        : undefined;
    const beside = reference ? ` (the full answer: ${(reference.api.bodyBytes / 1024).toFixed(1)} KB)` : '';
    out.push({
      target: `${endpoint}: body ≤ ${limitKb} KB uncompressed`,
      pass: kb <= limitKb,
      detail: `${kb.toFixed(1)} KB${beside}`,
    });
  }
  for (const reference of full.rows.filter((r) => r.endpoint === UNPAGED_MONTH)) {
    const page = full.rows.find(
      (r) => r.endpoint === 'a month of meter reads' && r.connections === reference.connections,
    );
    if (page)
      judge(
        `meter reads first page at ${reference.connections}: p50 ≤ 0.25 × the unpaged month`,
        page.api.p50 / reference.api.p50,
        0.25,
      );
  }
  if (!full.rows.some((r) => r.endpoint === UNPAGED_MONTH))
    out.push({
      target: 'meter reads first page: p50 ≤ 0.25 × the unpaged month',
      pass: false,
      detail: 'not paged yet: the month is one response',
    });
  if (tenth) {
    for (const r of full.rows.filter((row) => row.connections > 1)) {
      const small = tenth.rows.find((t) => t.endpoint === r.endpoint && t.connections === r.connections);
      if (!small) continue;
      judge(
        `${r.endpoint} at ${r.connections}: p50 at ${full.activities.toLocaleString('en')} ≤ 1.3 × at ${tenth.activities.toLocaleString('en')} activities`,
        r.api.p50 / small.api.p50,
        1.3,
      );
    }
  }
  return out;
}

export const verdictLines = (list: Verdict[]) =>
  list.map((v) => `${v.pass ? 'PASS' : 'MISS'}  ${v.target} — ${v.detail}`).join('\n');
