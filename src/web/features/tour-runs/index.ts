/** What other features may use from tour runs: the reads, start and finish, and a run's address. */

export { tourRunPath } from '#core/tours/tour-run-screen.ts';
export {
  type TourRunsFilter,
  tourRunQueryOptions,
  tourRunsQueryOptions,
  useFinishTourRun,
  useStartTourRun,
  useTourRun,
  useTourRuns,
} from './api/tour-runs.ts';
