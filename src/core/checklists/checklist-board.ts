import { compareNames } from '#core/locations/parent-candidates.ts';
import { RECENTLY_COMPLETED_SHOWN } from './checklist-constants.ts';

/** What /checklists shows in its sections (spec 001 section 2, Checklists). */

interface OccupancyLike {
  guid: string;
  locationId: string;
  locationName: string;
  started: string;
  finalized: string | null;
}

interface InstanceLike {
  guid: string;
  checklistName: string;
  isCompleted: boolean;
  createdAt: string;
  completedAt: string | null;
}

interface LocationLike {
  guid: string;
  name: string;
  parentId: string | null;
  hasOccupancy: boolean;
}

/** Unfinalized occupancy checklists, by location name. */
export const openOccupancyChecklists = <T extends OccupancyLike>(checklists: readonly T[]): T[] =>
  checklists.filter((c) => !c.finalized).sort((a, b) => compareNames(a.locationName, b.locationName));

/** The open checklist of one location, if any (the server keeps at most one). */
export const openChecklistOf = <T extends OccupancyLike>(
  checklists: readonly T[],
  locationGuid: string,
): T | undefined => checklists.find((c) => c.locationId === locationGuid && !c.finalized);

/** The newest finalized checklist of one location, if any. */
export const lastFinalizedOf = <T extends OccupancyLike>(
  checklists: readonly T[],
  locationGuid: string,
): T | undefined =>
  checklists
    .filter((c) => c.locationId === locationGuid && c.finalized)
    .sort((a, b) => Date.parse(b.finalized!) - Date.parse(a.finalized!))[0];

/** Templates: occupancy-enabled locations with no open checklist, by name. */
export function occupancyLocationsToStart<T extends LocationLike>(
  locations: readonly T[],
  checklists: readonly OccupancyLike[],
): T[] {
  const open = new Set(checklists.filter((c) => !c.finalized).map((c) => c.locationId));
  return locations
    .filter((l) => l.hasOccupancy && !open.has(l.guid))
    .sort((a, b) => compareNames(a.name, b.name));
}

/** The direct children of a location, by name: the rows of its occupancy checklist. */
export const childrenOf = <T extends { guid: string; name: string; parentId: string | null }>(
  locations: readonly T[],
  parentGuid: string,
): T[] => locations.filter((l) => l.parentId === parentGuid).sort((a, b) => compareNames(a.name, b.name));

export type CompletedEntry<I, O> =
  | { kind: 'instance'; guid: string; name: string; completedAt: string; item: I }
  | { kind: 'occupancy'; guid: string; name: string; completedAt: string; item: O };

/**
 * Recently Completed: completed checklist instances and finalized occupancy checklists together,
 * newest first, the first 3 (spec 001 section 9).
 */
export function recentlyCompleted<I extends InstanceLike, O extends OccupancyLike>(
  instances: readonly I[],
  occupancy: readonly O[],
  shown: number = RECENTLY_COMPLETED_SHOWN,
): CompletedEntry<I, O>[] {
  const entries: CompletedEntry<I, O>[] = [
    ...instances
      .filter((i) => i.isCompleted)
      .map((item) => ({
        kind: 'instance' as const,
        guid: item.guid,
        name: item.checklistName,
        completedAt: item.completedAt ?? item.createdAt,
        item,
      })),
    ...occupancy
      .filter((o) => o.finalized)
      .map((item) => ({
        kind: 'occupancy' as const,
        guid: item.guid,
        name: item.locationName,
        completedAt: item.finalized!,
        item,
      })),
  ];
  return entries.sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt)).slice(0, shown);
}

/** A tick on the Continue screen: the completed items after toggling `item`, in the template's order. */
export function toggleItem(
  items: readonly string[],
  completedItems: readonly string[],
  item: string,
): string[] {
  const ticked = new Set(completedItems);
  if (ticked.has(item)) ticked.delete(item);
  else ticked.add(item);
  // Ticks saved before a template edit (no longer items) are kept, after the template's items.
  return [...new Set(items)]
    .filter((i) => ticked.has(i))
    .concat([...ticked].filter((i) => !items.includes(i)));
}
