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

/**
 * The marina's runs as the guard's phone sees them (decision 0031): today's listing (kept on the
 * phone, so it answers in airplane mode) plus yesterday's, each judged again as of `now` with the
 * check-ins still in the queue counted. A check-in and a sync refresh the listings; the server's
 * answer then holds what the queue held.
 */
export function useGuardRuns(marinaId: string | null, timeZone: string | null, now: Date): GuardRuns {
  const enabled = marinaId !== null;
  const id = marinaId ?? '';
  const today = useTourRuns({ marinaId: id }, { enabled });
  const day = timeZone ? yesterdayRange(now, timeZone) : null;
  const yesterday = useTourRuns({ marinaId: id, ...day }, { enabled: enabled && day !== null });
  // Without the zone the second query shares the first's key: its answer is today's, not yesterday's.
  const yesterdayRuns = day ? yesterday.data : undefined;
  const tours = useQuery({ ...toursQueryOptions(id), enabled });
  const pending = usePendingWrites();
  const runs = useMemo(() => {
    const scans = pendingScans(pending);
    const ordered = new Map((tours.data ?? []).map((tour) => [tour.guid, tour.ordered]));
    return uniqueRuns([...(yesterdayRuns ?? []), ...(today.data ?? [])]).map((run) =>
      withLocalScans(run, scans, { ordered: ordered.get(run.tourGuid) ?? false, now }),
    );
  }, [today.data, yesterdayRuns, tours.data, pending, now]);
  const ready =
    today.data !== undefined && !tours.isPending && (day === null || !enabled || !yesterday.isPending);
  return { runs, tours: tours.data, ready, settled: !enabled || ready || today.isError };
}
