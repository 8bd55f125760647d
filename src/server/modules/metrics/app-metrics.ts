import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { JobRunReport } from '#server/jobs/scheduled-jobs.ts';

/** Why a sign-in failed: a fixed set, never the e-mail or the address (ADR 0039). */
export const SIGN_IN_FAILURE_REASONS = [
  /** Password sign-in: unknown e-mail or wrong password (one answer for both). */
  'invalid_credentials',
  /** Password or company sign-in of a disabled account. */
  'account_disabled',
  /** Password sign-in refused by the per-account / per-address limit (429). */
  'rate_limited',
  /** Company sign-in: the callback came without its pending sign-in, or it was used already. */
  'oidc_expired',
  /** Company sign-in: the provider refused, cancelled, or could not be reached or verified. */
  'oidc_provider',
  /** Company sign-in: the identity has no usable account (no or unverified e-mail, unknown user). */
  'oidc_no_account',
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

/** The route label of a request no route matched (the 404 handler, the web app's page fallback). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of every file of the built web app. */
export const STATIC_ROUTE = 'static';

/**
 * One app instance's metrics (buildApp makes one; tests building several apps never share one).
 * The counters and histograms are this process's own; the database gauges (db-gauges.ts) are
 * registered on the same registry and read at scrape time.
 */
export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  signInFailed(reason: SignInFailureReason): void;
  jobRan(report: JobRunReport): void;
}

/**
 * `processMetrics`: prom-client's default process and Node.js metrics (CPU, memory, event loop
 * lag, GC, handles). Only when /metrics is on: they start an event-loop monitor and a GC observer.
 */
export function createAppMetrics({ processMetrics }: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'dockwatch_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  /** A counter of this registry with one label. */
  const counter = <L extends string>(name: string, help: string, label: L) =>
    new Counter<L>({ name, help, labelNames: [label], registers });

  const signInFailures = counter('dockwatch_sign_in_failures_total', 'Failed sign-ins by reason', 'reason');
  // Every reason is reported from the start, at 0, so a rate over it never lacks a series.
  for (const reason of SIGN_IN_FAILURE_REASONS) signInFailures.inc({ reason }, 0);

  const jobRuns = counter(
    'dockwatch_job_runs_total',
    'Background job runs this instance started (a claim the database refused counts as a failed run)',
    'job',
  );
  const jobFailures = counter(
    'dockwatch_job_failures_total',
    'Background job runs of this instance that failed',
    'job',
  );
  const jobDuration = new Histogram({
    name: 'dockwatch_job_duration_seconds',
    help: 'Time one background job run took on this instance, failed runs included',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });

  return {
    registry,
    httpDuration,
    signInFailed: (reason) => signInFailures.inc({ reason }),
    jobRan: ({ job, seconds, failed }) => {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
      if (seconds !== undefined) jobDuration.observe({ job }, seconds);
    },
  };
}
