import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Tour } from '#core/tours/tour.schema.ts';
import type { TourRun, TourRunSummary } from '#core/tours/tour-run.schema.ts';
import {
  type GuardRun,
  runsToShow,
  uniqueRuns,
  yesterdayRange,
} from '#web/features/tours/guard/lib/guard-view.ts';
import { plannedRun, withLocalScans } from '#web/features/tours/guard/lib/local-run.ts';
import { tourRunQueryOptions, useTourRuns } from '#web/features/tours/runs/api/tour-runs.ts';
import { toursQueryOptions } from '#web/features/tours/settings/api/tours.ts';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import { pendingScans } from './pending-scans.ts';

export interface GuardRuns {
  /**
   * Today's runs of the marina (and yesterday's, for a round open past midnight), as of `now`;
   * the ones open now and the next one with their checkpoints.
   */
  runs: GuardRun[];
  /** The marina's tours; undefined until known (offline and never read: stays so). */
  tours: Tour[] | undefined;
  /**
   * The runs are known (from the server, or kept on the phone), and the tours, yesterday's runs
   * and the shown runs' checkpoints have answered or failed: the card's first draw is complete.
   */
  ready: boolean;
  /** Ready, or the runs could not be had (the card shows nothing): its size is final either way. */
  settled: boolean;
}

/** The listings behind the runs, and whether the card's first draw is complete. */
interface GuardRunListings extends Omit<GuardRuns, 'runs'> {
  /** Today's and yesterday's runs, each once. */
  summaries: TourRunSummary[];
  /** The whole answers read for the runs to show that have check-ins. */
  details: TourRun[];
}

/** The runs' whole answers at hand, and whether any is still on its way; the same object while they are. */
const combineDetails = (results: readonly { data?: TourRun | undefined; isPending: boolean }[]) => ({
  details: results.flatMap((r) => (r.data ? [r.data] : [])),
  pending: results.some((r) => r.isPending),
});

/** A whole minute: the key that keeps yesterday's range from being worked out again on each render. */
const MINUTE = 60_000;

/**
 * Today's and yesterday's runs listings (summaries), the marina's tours, and the whole answer of
 * each run to show that has a check-in (a run with none is its tour's checkpoints, `plannedRun`),
 * as of `now`'s day in the zone. The range is worked out once a minute, not on each render.
 */
export function useGuardRunListings(
  marinaId: string | null,
  timeZone: string | null,
  now: Date,
): GuardRunListings {
  const enabled = marinaId !== null;
  const id = marinaId ?? '';
  const today = useTourRuns({ marinaId: id }, { enabled });
  const minute = Math.floor(now.getTime() / MINUTE);
  const day = useMemo(
    () => (timeZone ? yesterdayRange(new Date(minute * MINUTE), timeZone) : null),
    [minute, timeZone],
  );
  const yesterday = useTourRuns({ marinaId: id, ...day }, { enabled: enabled && day !== null });
  const tours = useQuery({ ...toursQueryOptions(id), enabled });
  // Without the zone the second query shares the first's key: its answer is today's, not yesterday's.
  const yesterdays = day ? yesterday.data : undefined;
  const summaries = useMemo(
    () => uniqueRuns([...(yesterdays ?? []), ...(today.data ?? [])]),
    [today.data, yesterdays],
  );
  const scannedShown = runsToShow(summaries, now).filter((run) => run.progress.scanned > 0);
  const { details, pending } = useQueries({
    queries: scannedShown.map((run) => tourRunQueryOptions(run.guid)),
    combine: combineDetails,
  });
  const ready =
    today.data !== undefined &&
    !tours.isPending &&
    (day === null || !enabled || !yesterday.isPending) &&
    !pending;
  return {
    summaries,
    details,
    tours: tours.data,
    ready,
    settled: !enabled || ready || today.isError,
  };
}

/**
 * The marina's runs as the guard's phone sees them (decision 0031): today's listing (kept on the
 * phone, so it answers in airplane mode) plus yesterday's, each judged again as of `now` with the
 * check-ins still in the queue counted where the phone knows the run's checkpoints. A check-in and
 * a sync refresh the listings; the server's answer then holds what the queue held.
 */
export function useGuardRuns(marinaId: string | null, timeZone: string | null, now: Date): GuardRuns {
  const { summaries, details, tours, ready, settled } = useGuardRunListings(marinaId, timeZone, now);
  const pending = usePendingWrites();
  const runs = useMemo(() => {
    const scans = pendingScans(pending);
    const tourOf = new Map((tours ?? []).map((tour) => [tour.guid, tour]));
    const whole = new Map(details.map((run) => [run.guid, run]));
    const shown = new Set(runsToShow(summaries, now).map((run) => run.guid));
    return summaries.map((summary): GuardRun => {
      const tour = tourOf.get(summary.tourGuid);
      const run =
        whole.get(summary.guid) ??
        (shown.has(summary.guid) && summary.progress.scanned === 0 && tour
          ? plannedRun(summary, tour)
          : undefined);
      return run ? withLocalScans(run, scans, { ordered: tour?.ordered ?? false, now }) : summary;
    });
  }, [summaries, details, tours, pending, now]);
  return { runs, tours, ready, settled };
}
