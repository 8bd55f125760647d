import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { useGuardRunListings } from './use-guard-runs.ts';

/**
 * Whether the dashboard's tour card has its final size: drawn in full, or known to show nothing.
 * What the dashboard shows below the card waits for it, or the card arriving would push that
 * down the screen (a layout shift).
 */
export function useTourCardSettled(): boolean {
  const { marinaId, marina, isResolving } = useCurrentMarina();
  // The listings alone: the runs judged as of now are the card's work, not this hook's.
  const { settled } = useGuardRunListings(marinaId, marina?.timeZone ?? null, new Date());
  return !isResolving && settled;
}
