import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '#server/db/connect.ts';
import { tenantStorage } from '#server/db/tenant-context.ts';
import { TenantPool } from '#server/db/tenant-pool.ts';
import { lastRunAges } from '#server/jobs/scheduled-jobs.ts';
import { alertEmailBacklog } from '#server/modules/notifications/alert-emails.ts';
import { runsAwaitingJudging } from '#server/modules/tours/runs.queries.ts';

/**
 * Gauges read at scrape time (ADR 0039). The pool's figures are this process's own; the others
 * are counted in the database, across every client, so every instance reports the same values.
 * Their queries run outside any tenant context, as the table owner, like the background jobs
 * (a request's tenant scope would hide other clients' rows under row-level security).
 */
export function registerDbGauges(registry: Registry, db: Db, log: FastifyBaseLogger): void {
  const registers = [registry];
  const pool = (db as unknown as { $client: unknown }).$client;
  if (pool instanceof TenantPool) registerPoolGauges(registers, pool);

  /** A gauge whose values one database read sets; on a failed read it reports nothing. */
  const fromDatabase = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (set: (labels: Record<L, string>, value: number) => void) => Promise<void>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        try {
          await tenantStorage.exit(() => read((labels, value) => this.set(labels, value)));
        } catch (error) {
          this.reset();
          log.warn({ err: error, metric: name }, 'metrics: database read failed');
        }
      },
    });

  fromDatabase(
    'dockwatch_job_last_run_age_seconds',
    'Seconds since the last run of each background job began, on any instance (from scheduled_jobs)',
    ['job'],
    async (set) => {
      for (const { job, seconds } of await lastRunAges(db)) set({ job }, seconds);
    },
  );
  fromDatabase(
    'dockwatch_alert_emails_unsent',
    'Alert e-mails not sent yet, all clients: due now, waiting (retry back-off or a sender holds it), given up',
    ['state'],
    async (set) => {
      const backlog = await alertEmailBacklog(db);
      set({ state: 'due' }, backlog.due);
      set({ state: 'waiting' }, backlog.waiting);
      set({ state: 'given_up' }, backlog.givenUp);
    },
  );
  fromDatabase(
    'dockwatch_tour_runs_awaiting',
    'Tour runs the judge-tour-runs job has still to handle, all clients: start checks and verdicts now due',
    ['step'],
    async (set) => {
      const awaiting = await runsAwaitingJudging(db);
      set({ step: 'start_check' }, awaiting.startCheck);
      set({ step: 'judging' }, awaiting.judging);
    },
  );
}

/** node-postgres pool figures (owner and tenant pools together); PGlite has no pool, so none there. */
function registerPoolGauges(registers: Registry[], pool: TenantPool): void {
  const poolGauge = (name: string, help: string, value: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(value());
      },
    });
  poolGauge(
    'dockwatch_db_pool_connections',
    'Open connections of this instance to PostgreSQL',
    () => pool.figures().total,
  );
  poolGauge(
    'dockwatch_db_pool_idle_connections',
    'Open connections of this instance not in use',
    () => pool.figures().idle,
  );
  poolGauge(
    'dockwatch_db_pool_waiting_requests',
    'Queries and transactions of this instance waiting for a free connection',
    () => pool.figures().waiting,
  );
  poolGauge(
    'dockwatch_db_pool_max_connections',
    'The most connections this instance opens to PostgreSQL',
    () => pool.figures().max,
  );
}
