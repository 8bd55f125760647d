/**
 * What other features use of occupancy checklists: the Occupancy section of a location's screen,
 * the checklists screen's cards, Start button and check row, and the marina's occupancy
 * checklists (also read by the shift summary).
 */
export { useOccupancyChecklists } from './api/get-occupancy-checklists.ts';
export { CheckRow } from './components/check-row.tsx';
export { OccupancyChecklistCard } from './components/occupancy-checklist-card.tsx';
export { OccupancySection } from './components/occupancy-section.tsx';
export { StartOccupancyButton } from './components/start-occupancy-button.tsx';
