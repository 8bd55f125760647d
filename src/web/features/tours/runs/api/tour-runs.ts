import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RunStatus } from '#core/tours/run-progress.ts';
import type { TourRunSummary, TourRunsPage } from '#core/tours/tour-run.schema.ts';
import { tourRunsEndpoints as routes } from '#core/tours/tour-runs.endpoints.ts';
import { call, endpointKey, isKeyOf } from '#web/lib/call.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';
import { readQueryKey } from '#web/lib/query-client.ts';

export type TourRunsFilter = {
  marinaId: string;
  /** ISO instants; both absent: today in the marina's zone. */
  from?: string;
  to?: string;
  status?: RunStatus;
};

/**
 * Pages read for one listing at most: 3,000 runs, more than any range a screen asks holds (a marina
 * starts at most 300 runs a day, and the screens list a day or a shift).
 */
const MAX_PAGES = 10;

const byStartThenTour = (a: TourRunSummary, b: TourRunSummary) =>
  Date.parse(a.windowStart) - Date.parse(b.windowStart) || a.tourName.localeCompare(b.tourName);

/**
 * Every page of a listing, in window order (runs of one start by tour name). Each page is read
 * as its own key, so each is kept on the phone and answered offline like any kept read.
 */
async function allRuns(query: TourRunsFilter, signal: AbortSignal): Promise<TourRunSummary[]> {
  const runs: TourRunSummary[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const key = endpointKey(routes.list, { query: after ? { ...query, after } : query });
    const answer = await readQueryKey<TourRunsPage>(key, { on401: 'redirect', signal });
    runs.push(...answer.items);
    if (!answer.nextCursor) break;
    after = answer.nextCursor;
  }
  return runs.sort(byStartThenTour);
}

/**
 * GET /api/tour-runs: the marina's runs starting in a range, each a summary without checkpoints
 * (kept on the phone for offline use); a run's checkpoints come with `useTourRun`.
 */
export const tourRunsQueryOptions = (query: TourRunsFilter) =>
  queryOptions<TourRunSummary[]>({
    queryKey: endpointKey(routes.list, { query }),
    queryFn: ({ signal }) => allRuns(query, signal),
  });

export function useTourRuns(query: TourRunsFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tourRunsQueryOptions(query), enabled: options.enabled ?? true });
}

/** GET /api/tour-runs/{guid}. */
export const tourRunQueryOptions = (guid: string) => endpointQuery(routes.get, { params: { guid } });

export function useTourRun(guid: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tourRunQueryOptions(guid), enabled: options.enabled ?? true });
}

const refreshRuns = isKeyOf(routes.list, routes.get);

/** POST /api/tours/{guid}/runs: a run of the tour started now; the guid makes a retry safe. */
export function useStartTourRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tourGuid: string; guid: string }) =>
      call(routes.start, { params: { guid: input.tourGuid }, body: { guid: input.guid } }),
    onSuccess: (run) => {
      queryClient.setQueryData(tourRunQueryOptions(run.guid).queryKey, run);
      return queryClient.invalidateQueries({ predicate: refreshRuns });
    },
  });
}

/** POST /api/tour-runs/{guid}/finish: ends the run now and judges it. */
export function useFinishTourRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(routes.finish, { params: { guid } }),
    onSuccess: (run) => {
      queryClient.setQueryData(tourRunQueryOptions(run.guid).queryKey, run);
      return queryClient.invalidateQueries({ predicate: refreshRuns });
    },
  });
}
