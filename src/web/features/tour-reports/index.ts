/**
 * What other features may use from the tour reports: the report's address (Marina Settings links
 * to it) and a run's checkpoints with missed, late and out-of-order ones highlighted (the shift
 * summary lists the shift's runs with it).
 */
export { type CheckpointLine, RunCheckpoints } from './components/run-checkpoints.tsx';

export const TOUR_EXCEPTIONS_PATH = '/tour-exceptions';
