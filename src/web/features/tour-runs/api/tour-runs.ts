import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RunStatus } from '#core/tours/run-progress.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { tourRunsEndpoints as routes } from '#core/tours/tour-runs.endpoints.ts';
import { call, endpointKey, isKeyOf } from '#web/lib/call.ts';

export type TourRunsFilter = {
  marinaId: string;
  /** ISO instants; both absent: today in the marina's zone. */
  from?: string;
  to?: string;
  status?: RunStatus;
};

/** GET /api/tour-runs: the marina's runs starting in a range (kept on the phone for offline use). */
export const tourRunsQueryOptions = (query: TourRunsFilter) =>
  queryOptions<TourRun[]>({ queryKey: endpointKey(routes.list, { query }) });

export function useTourRuns(query: TourRunsFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tourRunsQueryOptions(query), enabled: options.enabled ?? true });
}

/** GET /api/tour-runs/{guid}. */
export const tourRunQueryOptions = (guid: string) =>
  queryOptions<TourRun>({ queryKey: endpointKey(routes.get, { params: { guid } }) });

export function useTourRun(guid: string) {
  return useQuery(tourRunQueryOptions(guid));
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
