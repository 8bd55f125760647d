import { describe, expect, it } from 'vitest';
import {
  countsInShiftSummary,
  finalizedComment,
  occupancyCounts,
  splitPresence,
  summaryOccupancyState,
  summaryWindowStart,
} from '#core/occupancy/occupancy.ts';
import { completedItemsSchema } from './checklist.schema.ts';
import { instanceProgress, progressPercent, splitInstances, unknownItems } from './checklist-progress.ts';

describe('checklist progress', () => {
  it('is the rounded percent of completed over total items', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 8)).toBe(13);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('counts only items of the template, each once', () => {
    expect(instanceProgress(['a', 'b', 'c'], ['a', 'a', 'x'])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
    expect(unknownItems(['a', 'b'], ['a', 'x'])).toEqual(['x']);
    expect(completedItemsSchema.parse([' a ', 'a', 'b'])).toEqual(['a', 'b']);
  });

  it('splits active from the first 3 recently completed', () => {
    const list = [true, false, true, true, false, true].map((isCompleted, n) => ({ n, isCompleted }));
    const { active, recentlyCompleted } = splitInstances(list);
    expect(active.map((i) => i.n)).toEqual([1, 4]);
    expect(recentlyCompleted.map((i) => i.n)).toEqual([0, 2, 3]);
  });
});

describe('occupancy counts', () => {
  it('count present, not present and total over the live children', () => {
    expect(occupancyCounts(['a', 'b', 'c'], ['a', 'gone'])).toEqual({ present: 1, notPresent: 2, total: 3 });
    expect(occupancyCounts([], [])).toEqual({ present: 0, notPresent: 0, total: 0 });
  });

  it('list present and not present children and summarise them', () => {
    const children = [{ guid: 'a' }, { guid: 'b' }, { guid: 'c' }];
    expect(splitPresence(children, ['b'])).toEqual({
      present: [{ guid: 'b' }],
      notPresent: [{ guid: 'a' }, { guid: 'c' }],
    });
    expect(finalizedComment({ present: 8, notPresent: 4, total: 12 })).toBe(
      'Occupancy checklist finalized: 8 present, 4 not present of 12',
    );
  });
});

describe('shift summary 20-hour rule', () => {
  const now = new Date('2026-06-03T12:00:00Z');

  it('counts checklists started at or after the shift start', () => {
    const shiftStart = '2026-06-03T06:00:00Z';
    expect(countsInShiftSummary('2026-06-03T06:00:00Z', shiftStart, now)).toBe(true);
    expect(countsInShiftSummary('2026-06-03T05:59:59Z', shiftStart, now)).toBe(false);
  });

  it('without a shift, counts those of the last 20 hours', () => {
    expect(summaryWindowStart(null, now).toISOString()).toBe('2026-06-02T16:00:00.000Z');
    expect(countsInShiftSummary('2026-06-02T16:00:00Z', null, now)).toBe(true);
    expect(countsInShiftSummary('2026-06-02T15:59:00Z', undefined, now)).toBe(false);
  });

  it("gives a location's newest counting checklist its state", () => {
    const c = (locationId: string, started: string, finalized: string | null = null) => ({
      locationId,
      started,
      finalized,
    });
    const list = [
      c('dock', '2026-06-03T08:00:00Z', '2026-06-03T09:00:00Z'),
      c('dock', '2026-06-03T10:00:00Z'),
      c('pier', '2026-06-02T08:00:00Z', '2026-06-02T09:00:00Z'),
      c('shed', '2026-06-03T07:00:00Z', '2026-06-03T07:30:00Z'),
    ];
    expect(summaryOccupancyState(list, 'dock', null, now)).toEqual({
      state: 'not_finalized',
      checklist: list[1],
    });
    expect(summaryOccupancyState(list, 'pier', null, now)).toEqual({ state: 'not_started' });
    expect(summaryOccupancyState(list, 'shed', null, now).state).toBe('finalized');
    expect(summaryOccupancyState(list, 'shed', '2026-06-03T07:10:00Z', now).state).toBe('not_started');
  });
});
