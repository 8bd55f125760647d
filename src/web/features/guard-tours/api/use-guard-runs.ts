import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { uniqueRuns, yesterdayRange } from '#core/tours/guard-view.ts';
import { withLocalScans } from '#core/tours/local-run.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { toursQueryOptions } from '#web/features/marina-settings/index.ts';
import { useTourRuns } from '#web/features/tour-runs/index.ts';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import { pendingScans } from './pending-scans.ts';

export interface GuardRuns {
  /** Today's runs of the marina (and yesterday's, for a round open past midnight), as of `now`. */
  runs: TourRun[];
  /** The marina's tours; undefined until known (offline and never read: stays so). */
  tours: Tour[] | undefined;
  /**
   * The runs are known (from the server, or kept on the phone), and the tours and yesterday's
   * runs have answered or failed: the card's first draw is complete and does not grow after.
   */
  ready: boolean;
  /** Ready, or the runs could not be had (the card shows nothing): its size is final either way. */
  settled: boolean;
}

/** The listings behind the runs, and whether the card's first draw is complete. */
interface GuardRunListings extends Omit<GuardRuns, 'runs'> {
  today: TourRun[] | undefined;
  yesterday: TourRun[] | undefined;
}

/** A whole minute: the key that keeps yesterday's range from being worked out again on each render. */
const MINUTE = 60_000;

/**
 * Today's and yesterday's runs listings and the marina's tours, as of `now`'s day in the zone. A
 * render asks with the time of that render; the range is worked out once a minute, not each time.
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
  const ready =
    today.data !== undefined && !tours.isPending && (day === null || !enabled || !yesterday.isPending);
  return {
    today: today.data,
    // Without the zone the second query shares the first's key: its answer is today's, not yesterday's.
    yesterday: day ? yesterday.data : undefined,
    tours: tours.data,
    ready,
    settled: !enabled || ready || today.isError,
  };
}

/**
 * The marina's runs as the guard's phone sees them (decision 0031): today's listing (kept on the
 * phone, so it answers in airplane mode) plus yesterday's, each judged again as of `now` with the
 * check-ins still in the queue counted. A check-in and a sync refresh the listings; the server's
 * answer then holds what the queue held.
 */
export function useGuardRuns(marinaId: string | null, timeZone: string | null, now: Date): GuardRuns {
  const { today, yesterday, tours, ready, settled } = useGuardRunListings(marinaId, timeZone, now);
  const pending = usePendingWrites();
  const runs = useMemo(() => {
    const scans = pendingScans(pending);
    const ordered = new Map((tours ?? []).map((tour) => [tour.guid, tour.ordered]));
    return uniqueRuns([...(yesterday ?? []), ...(today ?? [])]).map((run) =>
      withLocalScans(run, scans, { ordered: ordered.get(run.tourGuid) ?? false, now }),
    );
  }, [today, yesterday, tours, pending, now]);
  return { runs, tours, ready, settled };
}
