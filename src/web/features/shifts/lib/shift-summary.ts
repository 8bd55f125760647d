import { compareNames } from '#core/locations/parent-candidates.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { formatReading } from '#core/meters/reading-format.ts';

/**
 * The shift summary's grouping rules (spec 001 section 2): check-ins per location sorted by name
 * with times ascending; meter reads grouped by parent location and capitalised meter type.
 */

const time = (value: string | null | undefined): number => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
};

export interface CheckInGroup {
  /** The location's guid; null for check-ins without a location. */
  locationId: string | null;
  name: string;
  /** The check-in times, ascending (ISO strings as sent by the server). */
  times: string[];
  /** The same check-ins in the same order, with their GPS proof-of-presence flags (ADR 0020). */
  checks: SummaryCheck[];
}

export interface SummaryCheck {
  timestamp: string;
  flags: string[];
  distance: number | null;
  accuracy: string | null;
  /** When the server received it (the summary marks check-ins synced late, ADR 0023). */
  receivedAt: string | null;
}

/** What a check-in without a known location is listed under. */
export const UNKNOWN_LOCATION = 'Unknown location';

/**
 * Check-ins per location: locations in natural name order ('Dock 2' before 'Dock 10'), times
 * ascending. Check-ins without a timestamp cannot be placed in the shift and are left out.
 */
export function groupCheckIns(
  activities: readonly {
    locationId: string | null;
    locationName: string | null;
    timestamp: string | null;
    gpsFlags?: readonly string[] | undefined;
    gpsDistance?: number | null | undefined;
    gpsAccuracy?: string | null | undefined;
    receivedAt?: string | undefined;
  }[],
): CheckInGroup[] {
  const groups = new Map<string, CheckInGroup>();
  for (const a of activities) {
    if (!a.timestamp || Number.isNaN(Date.parse(a.timestamp))) continue;
    const key = a.locationId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { locationId: a.locationId, name: a.locationName ?? UNKNOWN_LOCATION, times: [], checks: [] };
      groups.set(key, group);
    }
    group.checks.push({
      timestamp: a.timestamp,
      flags: [...(a.gpsFlags ?? [])],
      distance: a.gpsDistance ?? null,
      accuracy: a.gpsAccuracy ?? null,
      receivedAt: a.receivedAt ?? null,
    });
  }
  for (const group of groups.values()) {
    group.checks.sort((a, b) => time(a.timestamp) - time(b.timestamp));
    group.times = group.checks.map((c) => c.timestamp);
  }
  return [...groups.values()].sort((a, b) => compareNames(a.name, b.name));
}

/** 'power' -> 'Power', 'WATER' -> 'Water'. */
export const capitalise = (value: string): string =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value;

type SummaryReading = Pick<MeterReading, 'guid' | 'meterType' | 'reading' | 'notes' | 'createdAt'> & {
  activity: Pick<MeterReading['activity'], 'timestamp'>;
  location: MeterReading['location'];
};

export interface MeterTypeGroup<R> {
  /** The capitalised meter type: 'Power'. */
  type: string;
  /** Ascending by time. */
  readings: R[];
}

export interface MeterParentGroup<R> {
  /** The parent location's guid, else the reading's own location (a meter on a top-level building). */
  guid: string | null;
  name: string;
  types: MeterTypeGroup<R>[];
}

/** When a reading happened: its activity's time, else when it was stored. */
export const summaryReadingTime = (r: Pick<SummaryReading, 'activity' | 'createdAt'>): string =>
  r.activity.timestamp ?? r.createdAt;

/**
 * Meter reads grouped by parent location (a location without a parent is its own group), then
 * by capitalised meter type; groups and types in name order, readings ascending by time, then by
 * location name.
 */
export function groupMeterReads<R extends SummaryReading>(readings: readonly R[]): MeterParentGroup<R>[] {
  const parents = new Map<string, { guid: string | null; name: string; types: Map<string, R[]> }>();
  for (const r of readings) {
    const parent =
      r.location?.parentLocation ?? (r.location ? { guid: r.location.guid, name: r.location.name } : null);
    const key = parent?.guid ?? '';
    let group = parents.get(key);
    if (!group) {
      group = { guid: parent?.guid ?? null, name: parent?.name ?? UNKNOWN_LOCATION, types: new Map() };
      parents.set(key, group);
    }
    const type = capitalise(r.meterType);
    const list = group.types.get(type) ?? [];
    list.push(r);
    group.types.set(type, list);
  }
  return [...parents.values()]
    .sort((a, b) => compareNames(a.name, b.name))
    .map((g) => ({
      guid: g.guid,
      name: g.name,
      types: [...g.types.entries()]
        .sort(([a], [b]) => compareNames(a, b))
        .map(([type, list]) => ({
          type,
          readings: [...list].sort(
            (a, b) =>
              time(summaryReadingTime(a)) - time(summaryReadingTime(b)) ||
              compareNames(a.location?.name ?? '', b.location?.name ?? ''),
          ),
        })),
    }));
}

/** What a reading still waiting for its value (a photo not yet transcribed) reads. */
export const NEEDS_TRANSCRIPTION = 'Needs transcription';

/** Whether a reading is still waiting for its value. */
export const readingMissing = (reading: string | null): boolean => reading === null || reading.trim() === '';

/** A reading as a summary line shows it; a photo still waiting for its value reads 'Needs transcription'. */
export function summaryReadingText(reading: string | null): string {
  return readingMissing(reading) ? NEEDS_TRANSCRIPTION : formatReading(reading!);
}

/** A shift's answers split into beginning- and end-of-shift, each in the questions' order. */
export function answersByPhase<
  A extends { question: { isPreShift: boolean; sortOrder: number; questionText: string } },
>(answers: readonly A[]): { start: A[]; end: A[] } {
  const sorted = [...answers].sort(
    (a, b) =>
      a.question.sortOrder - b.question.sortOrder ||
      compareNames(a.question.questionText, b.question.questionText),
  );
  return {
    start: sorted.filter((a) => a.question.isPreShift),
    end: sorted.filter((a) => !a.question.isPreShift),
  };
}

/** Issues and notes of the shift in one list, oldest first (activities without a time last). */
export function issuesAndNotes<A extends { guid: string; timestamp: string | null }>(
  activities: readonly A[],
): A[] {
  const unique = [...new Map(activities.map((a) => [a.guid, a])).values()];
  return unique.sort((a, b) => {
    const [ta, tb] = [time(a.timestamp), time(b.timestamp)];
    return ta === tb ? 0 : ta < tb ? -1 : 1;
  });
}
