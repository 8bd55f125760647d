/**
 * What other features may use of the guard's tour view: the dashboard card (and whether it has
 * its final size) and the check-in's checkpoint lines.
 */
export { useTourCardSettled } from './api/use-tour-card-settled.ts';
export { CheckpointLines } from './components/checkpoint-lines.tsx';
export { GuardTourCard } from './components/tour-card.tsx';
