/** What other features may use from Marina Settings: its entry in the dashboard's user menu, and the tours read (the guard's tour card, the report's tour filter). */
export { toursQueryOptions } from './api/tours.ts';
export { MarinaSettingsMenuItem } from './components/marina-settings-menu-item.tsx';
