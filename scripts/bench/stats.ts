export interface LatencyStats {
  p50: number;
  p99: number;
  rps: number;
  count: number;
  errors: number;
}

/** The p-th percentile of ascending values (nearest rank); NaN for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Latencies in ms (successful requests only) over `seconds` of load. */
export function summarize(latencies: number[], seconds: number, errors: number): LatencyStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    rps: latencies.length / seconds,
    count: latencies.length,
    errors,
  };
}
