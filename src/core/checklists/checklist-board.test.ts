import { describe, expect, it } from 'vitest';
import {
  childrenOf,
  lastFinalizedOf,
  occupancyLocationsToStart,
  openChecklistOf,
  openOccupancyChecklists,
  recentlyCompleted,
  toggleItem,
} from './checklist-board.ts';
import { CHECKLIST_MESSAGES } from './checklist-messages.ts';

const occ = (guid: string, locationId: string, started: string, finalized: string | null = null) => ({
  guid,
  locationId,
  locationName: `Dock ${locationId.toUpperCase()}`,
  started,
  finalized,
});
const inst = (guid: string, isCompleted: boolean, createdAt: string, completedAt: string | null = null) => ({
  guid,
  checklistName: `List ${guid}`,
  isCompleted,
  createdAt,
  completedAt,
});
const loc = (guid: string, name: string, parentId: string | null, hasOccupancy = false) => ({
  guid,
  name,
  parentId,
  hasOccupancy,
});

describe('occupancy checklists on the board', () => {
  const list = [
    occ('1', 'b', '2026-06-03T08:00:00Z'),
    occ('2', 'a', '2026-06-03T07:00:00Z', '2026-06-03T09:00:00Z'),
    occ('3', 'a', '2026-06-03T10:00:00Z'),
    occ('4', 'a', '2026-06-02T07:00:00Z', '2026-06-02T09:00:00Z'),
  ];

  it('list the open ones by location name and find one per location', () => {
    expect(openOccupancyChecklists(list).map((c) => c.guid)).toEqual(['3', '1']);
    expect(openChecklistOf(list, 'a')?.guid).toBe('3');
    expect(openChecklistOf(list, 'c')).toBeUndefined();
    expect(lastFinalizedOf(list, 'a')?.guid).toBe('2');
    expect(lastFinalizedOf(list, 'b')).toBeUndefined();
  });

  it('offer a Start for occupancy locations without an open checklist, by name', () => {
    const locations = [
      loc('c', 'Dock C', null, true),
      loc('a', 'Dock A', null, true),
      loc('b', 'Dock B', null, true),
      loc('g', 'Main Gate', null),
      loc('n', 'North Boathouse', null, true),
    ];
    const finalizedOnly = [occ('5', 'c', '2026-06-03T08:00:00Z', '2026-06-03T09:00:00Z')];
    expect(occupancyLocationsToStart(locations, [...list, ...finalizedOnly]).map((l) => l.name)).toEqual([
      'Dock C',
      'North Boathouse',
    ]);
  });

  it('list the direct children in natural name order', () => {
    const locations = [
      loc('x10', 'A-10L', 'a'),
      loc('x2', 'A-02L', 'a'),
      loc('x2r', 'A-02R', 'a'),
      loc('deep', 'A-02L box', 'x2'),
      loc('other', 'B-01L', 'b'),
    ];
    expect(childrenOf(locations, 'a').map((l) => l.name)).toEqual(['A-02L', 'A-02R', 'A-10L']);
  });
});

describe('recently completed', () => {
  it('merges completed instances and finalized occupancy checklists, newest first, the first 3', () => {
    const instances = [
      inst('i1', true, '2026-06-01T08:00:00Z', '2026-06-03T11:00:00Z'),
      inst('i2', false, '2026-06-03T12:00:00Z'),
      inst('i3', true, '2026-06-03T09:30:00Z'),
    ];
    const occupancy = [
      occ('o1', 'a', '2026-06-03T07:00:00Z', '2026-06-03T10:00:00Z'),
      occ('o2', 'b', '2026-06-03T07:00:00Z'),
      occ('o3', 'c', '2026-06-02T07:00:00Z', '2026-06-02T08:00:00Z'),
    ];
    const entries = recentlyCompleted(instances, occupancy);
    expect(entries.map((e) => [e.kind, e.guid, e.completedAt])).toEqual([
      ['instance', 'i1', '2026-06-03T11:00:00Z'],
      ['occupancy', 'o1', '2026-06-03T10:00:00Z'],
      ['instance', 'i3', '2026-06-03T09:30:00Z'],
    ]);
    expect(entries[1]?.name).toBe('Dock A');
    expect(recentlyCompleted(instances, occupancy, 10)).toHaveLength(4);
    expect(recentlyCompleted([], [])).toEqual([]);
  });
});

describe('ticking items on the Continue screen', () => {
  const items = ['Lock gate', 'Check lights', 'Walk dock'];

  it('toggles an item and keeps the template order', () => {
    expect(toggleItem(items, [], 'Walk dock')).toEqual(['Walk dock']);
    expect(toggleItem(items, ['Walk dock'], 'Lock gate')).toEqual(['Lock gate', 'Walk dock']);
    expect(toggleItem(items, ['Lock gate', 'Walk dock'], 'Lock gate')).toEqual(['Walk dock']);
  });

  it('keeps ticks saved before a template edit', () => {
    expect(toggleItem(items, ['Old item', 'Lock gate'], 'Walk dock')).toEqual([
      'Lock gate',
      'Walk dock',
      'Old item',
    ]);
  });
});

describe('checklist messages', () => {
  it('keep the spec texts word for word', () => {
    expect(CHECKLIST_MESSAGES).toMatchObject({
      started: 'Checklist started',
      occupancyStarted: 'Occupancy checklist started',
      finalized: 'Checklist finalized',
      startFailed: 'Failed to start checklist. Please try again.',
      occupancyStartFailed: 'Failed to start occupancy checklist. Please try again.',
      checkFailed: 'Failed to update occupancy check. Please try again.',
      finalizeFailed: 'Failed to finalize checklist. Please try again.',
    });
  });
});
