import { type Tour, type UpdateTourBody, updateTourBodySchema } from './tour.schema.ts';

/**
 * The tour dialog of Marina Settings (issue 17 item 2): its form state and what the list says of
 * a schedule. The words are the web's catalogue's (the tours namespace's `settings`).
 */

/** ISO weekdays, 1 Monday … 7 Sunday, in the order the dialog shows them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const ALL_DAYS: number[] = [...WEEKDAYS];

/** The days of a schedule as the list names them: a name for the usual sets, else the days. */
export type ScheduleDays = 'everyDay' | 'weekdays' | 'weekends' | readonly number[];

/** What the list's line says of a schedule: its start times, its interval, its days. */
export interface ScheduleParts {
  times: readonly string[];
  every: { minutes: number; from: string; to: string } | null;
  days: ScheduleDays;
}

function scheduleDays(weekdays: readonly number[] | undefined): ScheduleDays {
  if (!weekdays || weekdays.length === 7) return 'everyDay';
  const key = weekdays.join();
  if (key === '1,2,3,4,5') return 'weekdays';
  if (key === '6,7') return 'weekends';
  return weekdays;
}

/** The parts of the list's line: 'At 02:00, 22:00 · Fri, Sat', 'Every 60 min, 20:00–06:00 · every day'. */
export function scheduleParts(schedule: Tour['schedule']): ScheduleParts {
  return {
    times: schedule.times ?? [],
    every: schedule.every ?? null,
    days: scheduleDays(schedule.weekdays),
  };
}

/** What the dialog edits: text for the number inputs, so a cleared one is an error, not 0. */
export interface TourForm {
  name: string;
  checkpointIds: string[];
  ordered: boolean;
  durationMinutes: string;
  graceMinutes: string;
  times: string[];
  weekdays: number[];
  everyOn: boolean;
  everyMinutes: string;
  everyFrom: string;
  everyTo: string;
  active: boolean;
}

export const newTourForm = (): TourForm => ({
  name: '',
  checkpointIds: [],
  ordered: true,
  durationMinutes: '30',
  graceMinutes: '10',
  times: ['22:00'],
  weekdays: [...ALL_DAYS],
  everyOn: false,
  everyMinutes: '60',
  everyFrom: '20:00',
  everyTo: '06:00',
  active: true,
});

export const tourToForm = (tour: Tour): TourForm => ({
  name: tour.name,
  checkpointIds: [...tour.checkpointIds],
  ordered: tour.ordered,
  durationMinutes: String(tour.durationMinutes),
  graceMinutes: String(tour.graceMinutes),
  times: [...(tour.schedule.times ?? [])],
  weekdays: [...(tour.schedule.weekdays ?? ALL_DAYS)],
  everyOn: tour.schedule.every !== undefined,
  everyMinutes: String(tour.schedule.every?.minutes ?? 60),
  everyFrom: tour.schedule.every?.from ?? '20:00',
  everyTo: tour.schedule.every?.to ?? '06:00',
  active: tour.active,
});

const wholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body the form stands for (every day: no weekdays sent). */
export function formToBody(form: TourForm) {
  const schedule: {
    times?: string[];
    weekdays?: number[];
    every?: { minutes: number; from: string; to: string };
  } = {};
  if (form.times.length > 0) schedule.times = form.times;
  if (form.weekdays.length < 7) schedule.weekdays = [...form.weekdays].sort((a, b) => a - b);
  if (form.everyOn)
    schedule.every = { minutes: wholeNumber(form.everyMinutes), from: form.everyFrom, to: form.everyTo };
  return {
    name: form.name,
    checkpointIds: form.checkpointIds,
    ordered: form.ordered,
    durationMinutes: wholeNumber(form.durationMinutes),
    graceMinutes: wholeNumber(form.graceMinutes),
    schedule,
    active: form.active,
  };
}

/**
 * Checks the form with the server's schema: the body, or the first message per field, keyed by
 * the field's path ('name', 'schedule.times.1', 'schedule').
 */
export function validateTourForm(
  form: TourForm,
): { ok: true; body: UpdateTourBody } | { ok: false; errors: Record<string, string> } {
  const parsed = updateTourBodySchema.safeParse(formToBody(form));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    const message = issue.code === 'invalid_type' ? 'must be a whole number of minutes' : issue.message;
    errors[key] ??= message;
  }
  return { ok: false, errors };
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
