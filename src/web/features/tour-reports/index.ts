/**
 * What other features may use from the tour reports: the report's address (Marina Settings links
 * to it), its user-menu item, and a run's checkpoints with missed, late and out-of-order ones
 * highlighted (the shift summary lists the shift's runs with it).
 */
export { type CheckpointLine, RunCheckpoints } from './components/run-checkpoints.tsx';
export { TourExceptionsMenuItem } from './components/tour-exceptions-menu-item.tsx';
export { TOUR_EXCEPTIONS_PATH } from './tour-exceptions-path.ts';
