import type { QueryClient } from '@tanstack/react-query';
import { activeShiftQueryOptions } from './get-active-shift.ts';
import { shiftsQueryOptions } from './get-shifts.ts';

/**
 * At start, once the user is known to be signed in: the active shift (it chooses the marina) and,
 * for the dashboard with no shift on, the user's shifts (its shift card shows the last one; spec
 * 000 section 4 asks for the list only then). Asked here, each as soon as the one before answers,
 * not once a render has run and asked.
 */
export async function prefetchShifts(queryClient: QueryClient, forDashboard: boolean): Promise<void> {
  await queryClient.prefetchQuery(activeShiftQueryOptions());
  const active = queryClient.getQueryData(activeShiftQueryOptions().queryKey);
  if (forDashboard && active?.shift === null) await queryClient.prefetchQuery(shiftsQueryOptions());
}
