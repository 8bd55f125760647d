/** What other features use of shifts: the dashboard's panel and the active shift. */
export { activeShiftQueryKey, activeShiftQueryOptions, useActiveShift } from './api/get-active-shift.ts';
export { ShiftPanel } from './components/shift-panel.tsx';
