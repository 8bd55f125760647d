import type { TourRun } from '#core/tours/tour-run.schema.ts';
import type { Executor } from '#server/db/connect.ts';

/**
 * Where the alerts of issue 17 item 6 plug in (decision 0028). Each hook is called exactly once
 * per run, inside the transaction that claimed the step (`db` is that transaction): write the
 * notification (and queue its e-mail) with `db`, and it commits with the claim, or neither does
 * and the step is claimed again. Do not send anything outside the transaction from here (an
 * e-mail sent before a rollback would go twice); queue it and send after commit instead.
 *
 * Both are no-ops until the notification centre lands; the merge wires them.
 */
export interface RunAlert {
  /** tour_runs.id, for a notification row to point at. */
  runId: number;
  clientId: number;
  marinaId: number;
  /** The run as its answer reads at the moment of the claim (status, checkpoints missed, ...). */
  run: TourRun;
}

export type RunHook = (db: Executor, alert: RunAlert) => Promise<void>;

/** The run's window closed (or staff finished it) and it was judged: `run.status` is the verdict. */
export const onRunJudged: RunHook = async () => {};

/** The run's grace ended and it had not started (no scan, not started now). */
export const onRunOverdue: RunHook = async () => {};
