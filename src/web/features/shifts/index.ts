/**
 * What other features use of shifts: the dashboard's panel, the active shift, and the questions'
 * admin section (Marina Settings shows it).
 */
export { activeShiftQueryKey, activeShiftQueryOptions, useActiveShift } from './api/get-active-shift.ts';
export { ShiftPanel } from './components/shift-panel.tsx';
export { ShiftQuestionsSettingsSection } from './settings/shift-questions-settings-section.ts';
