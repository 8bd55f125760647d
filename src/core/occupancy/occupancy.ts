/** Occupancy checklist rules: counts, the finalize summary and the shift-summary window (spec 001 s. 2, 4). */
export const SHIFT_SUMMARY_LOOKBACK_HOURS = 20;
const HOUR_MS = 3_600_000;

export interface OccupancyCounts {
  present: number;
  notPresent: number;
  total: number;
}

/** Present: children that have a check; checks of other locations (e.g. deleted children) do not count. */
export function occupancyCounts(
  childGuids: readonly string[],
  checkedGuids: Iterable<string>,
): OccupancyCounts {
  const checked = new Set(checkedGuids);
  const children = new Set(childGuids);
  const present = [...children].filter((guid) => checked.has(guid)).length;
  return { present, notPresent: children.size - present, total: children.size };
}

/** The finalize dialog's two lists, in the children's order. */
export function splitPresence<T extends { guid: string }>(
  children: readonly T[],
  checkedGuids: Iterable<string>,
): { present: T[]; notPresent: T[] } {
  const checked = new Set(checkedGuids);
  return {
    present: children.filter((c) => checked.has(c.guid)),
    notPresent: children.filter((c) => !checked.has(c.guid)),
  };
}

/** The comment of the 'checklist' activity written on finalize. */
export const finalizedComment = (counts: OccupancyCounts) =>
  `Occupancy checklist finalized: ${counts.present} present, ${counts.notPresent} not present of ${counts.total}`;

/** The earliest start that counts: the shift start, or 20 hours ago when there is no shift. */
export function summaryWindowStart(
  shiftStart: string | Date | null | undefined,
  now: Date = new Date(),
): Date {
  if (shiftStart) return new Date(shiftStart);
  return new Date(now.getTime() - SHIFT_SUMMARY_LOOKBACK_HOURS * HOUR_MS);
}

/** Whether a checklist started at `started` belongs in the shift summary. */
export function countsInShiftSummary(
  started: string | Date,
  shiftStart: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  return new Date(started).getTime() >= summaryWindowStart(shiftStart, now).getTime();
}

export type SummaryOccupancyState<T> =
  | { state: 'not_started' }
  | { state: 'not_finalized'; checklist: T }
  | { state: 'finalized'; checklist: T };

/**
 * A location's line in the shift summary: its newest checklist that counts (window rule above),
 * 'finalized' (show the finalized comment), 'not_finalized', or 'not_started'.
 */
export function summaryOccupancyState<
  T extends { locationId: string; started: string; finalized: string | null },
>(
  checklists: readonly T[],
  locationGuid: string,
  shiftStart: string | Date | null | undefined,
  now: Date = new Date(),
): SummaryOccupancyState<T> {
  const newest = checklists
    .filter((c) => c.locationId === locationGuid && countsInShiftSummary(c.started, shiftStart, now))
    .sort((a, b) => Date.parse(b.started) - Date.parse(a.started))[0];
  if (!newest) return { state: 'not_started' };
  return newest.finalized
    ? { state: 'finalized', checklist: newest }
    : { state: 'not_finalized', checklist: newest };
}
