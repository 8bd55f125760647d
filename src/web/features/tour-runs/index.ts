/**
 * What other features may use from tour runs: the reads, start and finish, a run's address, its
 * status badge and how its minutes between scans read.
 */

export { tourRunPath } from '#core/tours/tour-run-screen.ts';
export {
  tourRunQueryOptions,
  useFinishTourRun,
  useStartTourRun,
  useTourRun,
  useTourRuns,
} from './api/tour-runs.ts';
export { RunPhaseBadge, RunStateBadge, RunStatusBadge } from './components/run-status-badge.tsx';
export { minutesBetweenText, minutesText } from './minutes-text.ts';
