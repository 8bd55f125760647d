import { compareNames } from '#core/locations/parent-candidates.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';

/** The heading of readings whose location has no parent. */
export const NO_PARENT_GROUP = 'Other Locations';

export interface ParentGroup<T> {
  /** The parent location's guid; null for the readings of locations without a parent. */
  guid: string | null;
  name: string;
  readings: T[];
}

type Groupable = Pick<MeterReading, 'location'>;

/**
 * The history grouped by parent location (spec 001 section 2): groups in natural name order with
 * 'Other Locations' last; inside a group the readings keep their order (newest first).
 */
export function groupByParent<T extends Groupable>(readings: readonly T[]): ParentGroup<T>[] {
  const groups = new Map<string, ParentGroup<T>>();
  for (const reading of readings) {
    const parent = reading.location?.parentLocation ?? null;
    const key = parent?.guid ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { guid: parent?.guid ?? null, name: parent?.name ?? NO_PARENT_GROUP, readings: [] };
      groups.set(key, group);
    }
    group.readings.push(reading);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.guid === null || b.guid === null) return a.guid === null ? (b.guid === null ? 0 : 1) : -1;
    return compareNames(a.name, b.name);
  });
}

/** The filter's location choices: the locations that are the parent of at least one other. */
export function parentLocationChoices<T extends { guid: string; name: string; parentId: string | null }>(
  locations: readonly T[],
): T[] {
  const parents = new Set(locations.map((l) => l.parentId).filter((id): id is string => id !== null));
  return locations.filter((l) => parents.has(l.guid)).sort((a, b) => compareNames(a.name, b.name));
}
