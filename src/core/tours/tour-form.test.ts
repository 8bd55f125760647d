import { describe, expect, it } from 'vitest';
import { formToBody, moveItem, newTourForm, scheduleParts, validateTourForm } from './tour-form.ts';

describe('scheduleParts', () => {
  it('gives the start times, the interval and the days (named for the usual sets)', () => {
    expect(scheduleParts({ times: ['02:00', '22:00'], weekdays: [5, 6] })).toEqual({
      times: ['02:00', '22:00'],
      every: null,
      days: [5, 6],
    });
    expect(scheduleParts({ every: { minutes: 60, from: '20:00', to: '06:00' } })).toEqual({
      times: [],
      every: { minutes: 60, from: '20:00', to: '06:00' },
      days: 'everyDay',
    });
    expect(
      scheduleParts({
        times: ['08:00'],
        every: { minutes: 30, from: '20:00', to: '23:00' },
        weekdays: [1, 2, 3, 4, 5],
      }),
    ).toEqual({ times: ['08:00'], every: { minutes: 30, from: '20:00', to: '23:00' }, days: 'weekdays' });
    expect(scheduleParts({ times: ['08:00'], weekdays: [6, 7] }).days).toBe('weekends');
    expect(scheduleParts({ times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] }).days).toBe('everyDay');
  });
});

describe('tour form', () => {
  const valid = { ...newTourForm(), name: 'Night', checkpointIds: [crypto.randomUUID()] };

  it('sends no weekdays for every day, and the interval only when switched on', () => {
    expect(formToBody(valid).schedule).toEqual({ times: ['22:00'] });
    expect(formToBody({ ...valid, weekdays: [6, 1], everyOn: true }).schedule).toEqual({
      times: ['22:00'],
      weekdays: [1, 6],
      every: { minutes: 60, from: '20:00', to: '06:00' },
    });
  });

  it("checks with the server's schema and keys errors by field", () => {
    expect(validateTourForm(valid).ok).toBe(true);
    const bad = validateTourForm({
      ...valid,
      name: '',
      checkpointIds: [],
      durationMinutes: '',
      times: ['25:00'],
      weekdays: [],
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual([
      'checkpointIds',
      'durationMinutes',
      'name',
      'schedule.times.0',
      'schedule.weekdays',
    ]);
    expect(bad.errors.durationMinutes).toBe('must be a whole number of minutes');
    const none = validateTourForm({ ...valid, times: [] });
    expect(none.ok || none.errors.schedule).toBe('must have start times or an interval');
  });

  it('moves a checkpoint up or down, not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
