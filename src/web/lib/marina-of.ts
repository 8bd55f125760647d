import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { DEFAULT_METER_UNITS, type MeterUnits } from '#core/meters/meter-units.ts';
import { useCurrentMarina } from './current-marina.tsx';

/**
 * The marina a record belongs to, from the user's marinas (a reading's `marinaId`, a location's);
 * the current marina when none is named. Null while signed out or for a marina the user lacks.
 */
export function useMarinaOf(marinaGuid?: string | null): MarinaSummary | null {
  const { marina, marinas } = useCurrentMarina();
  if (!marinaGuid) return marina;
  return marinas.find((m) => m.guid === marinaGuid) ?? null;
}

/** The unit of each meter type at that marina (decision 0035); the default units when unknown. */
export function useMeterUnits(marinaGuid?: string | null): MeterUnits {
  return useMarinaOf(marinaGuid)?.units ?? DEFAULT_METER_UNITS;
}
