/** What other features may use from tour runs: the reads, start and finish, and a run's address. */
export {
  type TourRunsFilter,
  tourRunPath,
  tourRunQueryOptions,
  tourRunsQueryOptions,
  useFinishTourRun,
  useStartTourRun,
  useTourRun,
  useTourRuns,
} from './api/tour-runs.ts';
