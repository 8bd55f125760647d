import { zonedParts } from '#core/common/zoned-parts.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { tourRunPath } from '#core/tours/tour-run-screen.ts';
import type { Executor } from '#server/db/connect.ts';
import { notifyMarinaAdmins } from '#server/modules/notifications/notifications.service.ts';

/**
 * Where the alerts of issue 17 item 6 plug in (decision 0028). Each hook is called exactly once
 * per run, inside the transaction that claimed the step (`db` is that transaction): write the
 * notification (and queue its e-mail) with `db`, and it commits with the claim, or neither does
 * and the step is claimed again. Do not send anything outside the transaction from here (an
 * e-mail sent before a rollback would go twice); queue it and send after commit instead.
 *
 * Each alerts the marina's admins through the notification centre (decision 0029): one
 * notification per admin, and one e-mail each for those with e-mail alerts on. The dedupe key
 * names the run and what happened, so even a repeated call stores nothing twice.
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

/** The marina's wall clock at an instant: "Thu 2027-03-11 22:00". */
function marinaClock(timeZone: string, iso: string): string {
  const parts = zonedParts(new Date(iso), timeZone);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][parts.weekday - 1];
  return `${weekday} ${parts.date} ${parts.time}`;
}

/** Alerts about one tour gather into one notification per admin (decision 0052). */
const tourGroup = (run: TourRun) => `tour:${run.tourGuid}`;

const missedNames = (run: TourRun) =>
  run.checkpoints.filter((checkpoint) => checkpoint.missed).map((checkpoint) => checkpoint.name);

/** The run's window closed (or staff finished it) and it was judged: `run.status` is the verdict. */
export const onRunJudged: RunHook = async (db, { clientId, marinaId, run }) => {
  if (run.status !== 'incomplete' && run.status !== 'missed') return;
  const when = marinaClock(run.timeZone, run.windowStart);
  const { scanned, total } = run.progress;
  const missed = missedNames(run);
  await notifyMarinaAdmins(db, {
    clientId,
    marinaId,
    kind: `tour-run-${run.status}`,
    title:
      run.status === 'missed'
        ? `${run.tourName} missed`
        : `${run.tourName} incomplete: ${scanned} of ${total} checkpoints`,
    body: `The round of ${when} (marina time) ended with ${missed.length} checkpoint${missed.length === 1 ? '' : 's'} missed: ${missed.join(', ')}.`,
    link: tourRunPath(run.guid),
    dedupeKey: `tour-run:${run.guid}:${run.status}`,
    groupKey: tourGroup(run),
  });
};

/** The run's grace ended and it had not started (no scan, not started now). */
export const onRunOverdue: RunHook = async (db, { clientId, marinaId, run }) => {
  const when = marinaClock(run.timeZone, run.windowStart);
  const due = marinaClock(run.timeZone, run.startDueAt).slice(-5);
  await notifyMarinaAdmins(db, {
    clientId,
    marinaId,
    kind: 'tour-run-overdue',
    title: `${run.tourName} has not started`,
    body: `The round of ${when} (marina time) was due to start by ${due}; no checkpoint has been scanned.`,
    link: tourRunPath(run.guid),
    dedupeKey: `tour-run:${run.guid}:overdue`,
    groupKey: tourGroup(run),
  });
};
