import { compareNames } from '#core/locations/parent-candidates.ts';

/** Rules of the locations list (spec 000 section 2 and 4). */
export const STALE_AFTER_MS = 12 * 3600_000;

/** The type names whose plural the spec gives (the web's catalogue has them in each language). */
export const PLURALS: Readonly<Record<string, string>> = {
  boathouse: 'Boathouses',
  building: 'Buildings',
  slip: 'Slips',
  cabin: 'Cabins',
  campsite: 'Campsites',
  place: 'Places',
};

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Group heading: the spec's plurals, otherwise the type name plus 's'. */
export function groupHeading(typeName: string): string {
  return PLURALS[typeName.toLowerCase()] ?? `${capitalise(typeName)}s`;
}

/** How long ago: whole minutes below one hour, else whole hours; null when there is no activity. */
export type Age = { minutes: number; hours?: undefined } | { hours: number; minutes?: undefined };

export function ageOf(timestamp: string | null | undefined, now: Date = new Date()): Age | null {
  if (!timestamp) return null;
  const age = Math.max(0, now.getTime() - new Date(timestamp).getTime());
  if (Number.isNaN(age)) return null;
  return age < 3600_000 ? { minutes: Math.floor(age / 60_000) } : { hours: Math.floor(age / 3600_000) };
}

/** 'Xm ago' below one hour, 'Xh ago' otherwise, or a dash when there is no activity (the web's English). */
export function timeSince(timestamp: string | null | undefined, now: Date = new Date()): string {
  const age = ageOf(timestamp, now);
  if (!age) return NO_ACTIVITY;
  return age.hours === undefined ? `${age.minutes}m ago` : `${age.hours}h ago`;
}

/** Shown for a location without any activity: the same in every language. */
export const NO_ACTIVITY = '—';

/** Stale (yellow): no patrol_check, meter_read or checklist activity in the last 12 hours, or ever. */
export function isStale(lastPatrolAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!lastPatrolAt) return true;
  return now.getTime() - new Date(lastPatrolAt).getTime() > STALE_AFTER_MS;
}

/** Top-level locations grouped by heading, groups sorted by heading, names naturally sorted. */
export function groupByType<T extends { typeName: string; name: string; parentId: string | null }>(
  locations: T[],
): { heading: string; locations: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const location of locations) {
    if (location.parentId) continue;
    const heading = groupHeading(location.typeName);
    groups.set(heading, [...(groups.get(heading) ?? []), location]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([heading, list]) => ({ heading, locations: list.sort((x, y) => compareNames(x.name, y.name)) }));
}
