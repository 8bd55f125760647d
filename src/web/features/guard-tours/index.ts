/** What other features may use of the guard's tour view: the dashboard card and the check-in's checkpoint lines. */
export { CheckpointLines } from './components/checkpoint-lines.tsx';
export { GuardTourCard } from './components/tour-card.tsx';
