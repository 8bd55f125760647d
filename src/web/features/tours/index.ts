/**
 * What other features may use of tours (one area: core/tours, server/modules/tours, here):
 * - the guard's tour view: the dashboard card (and whether it has its final size) and the
 *   check-in's checkpoint lines;
 * - the runs: the reads, start and finish, a run's address, its status badge and how its minutes
 *   between scans read;
 * - the reports: the exception report's address, its user-menu item, and a run's checkpoints with
 *   missed, late and out-of-order ones highlighted (the shift summary lists the shift's runs with it);
 * - the settings: the tours' admin section (Marina Settings shows it) and the marina's tours read.
 */
export { tourRunPath } from '#core/tours/tour-run-screen.ts';
export { useTourCardSettled } from './guard/api/use-tour-card-settled.ts';
export { CheckpointLines } from './guard/components/checkpoint-lines.tsx';
export { GuardTourCard } from './guard/components/tour-card.tsx';
export { type CheckpointLine, RunCheckpoints } from './reports/components/run-checkpoints.tsx';
export { TourExceptionsMenuItem } from './reports/components/tour-exceptions-menu-item.tsx';
export { TOUR_EXCEPTIONS_PATH } from './reports/tour-exceptions-path.ts';
export {
  tourRunQueryOptions,
  useFinishTourRun,
  useStartTourRun,
  useTourRun,
  useTourRuns,
} from './runs/api/tour-runs.ts';
export { RunPhaseBadge, RunStateBadge, RunStatusBadge } from './runs/components/run-status-badge.tsx';
export { minutesBetweenText, minutesText } from './runs/minutes-text.ts';
export { toursQueryOptions } from './settings/api/tours.ts';
export { ToursSettingsSection } from './settings/tours-settings-section.ts';
