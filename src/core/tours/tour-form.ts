import { type Tour, type UpdateTourBody, updateTourBodySchema } from './tour.schema.ts';

/** The tour dialog of Marina Settings (issue 17 item 2): its form state and the texts of the list. */
export const WEEKDAYS = [
  { value: 1, short: 'Mon', label: 'Monday' },
  { value: 2, short: 'Tue', label: 'Tuesday' },
  { value: 3, short: 'Wed', label: 'Wednesday' },
  { value: 4, short: 'Thu', label: 'Thursday' },
  { value: 5, short: 'Fri', label: 'Friday' },
  { value: 6, short: 'Sat', label: 'Saturday' },
  { value: 7, short: 'Sun', label: 'Sunday' },
] as const;
const ALL_DAYS = WEEKDAYS.map((d) => d.value);

export const TOUR_MESSAGES = {
  added: 'Tour added',
  updated: 'Tour updated',
  deleted: 'Tour deleted',
  saveFailed: 'Failed to save tour',
  deleteFailed: 'Failed to delete tour',
} as const;

export const checkpointCount = (n: number) => (n === 1 ? '1 checkpoint' : `${n} checkpoints`);

function daysLabel(weekdays: readonly number[] | undefined): string {
  if (!weekdays || weekdays.length === 7) return 'every day';
  const key = weekdays.join();
  if (key === '1,2,3,4,5') return 'weekdays';
  if (key === '6,7') return 'weekends';
  return weekdays.map((d) => WEEKDAYS[d - 1]?.short ?? String(d)).join(', ');
}

/** One line for the list: 'At 02:00, 22:00 · Fri, Sat' or 'Every 60 min, 20:00–06:00 · every day'. */
export function scheduleSummary(schedule: Tour['schedule']): string {
  const parts: string[] = [];
  if (schedule.times && schedule.times.length > 0) parts.push(`at ${schedule.times.join(', ')}`);
  if (schedule.every) {
    const { minutes, from, to } = schedule.every;
    parts.push(`every ${minutes} min, ${from}–${to}`);
  }
  const when = parts.join(' and ');
  return `${when.charAt(0).toUpperCase()}${when.slice(1)} · ${daysLabel(schedule.weekdays)}`;
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
