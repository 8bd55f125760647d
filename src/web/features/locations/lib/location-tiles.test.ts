import { describe, expect, it } from 'vitest';
import { groupByType, groupHeading, isStale, timeSince } from './location-tiles.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('groupHeading', () => {
  it.each([
    ['boathouse', 'Boathouses'],
    ['building', 'Buildings'],
    ['slip', 'Slips'],
    ['cabin', 'Cabins'],
    ['campsite', 'Campsites'],
    ['place', 'Places'],
    ['dock', 'Docks'],
    ['pier', 'Piers'],
  ])('%s -> %s', (type, heading) => expect(groupHeading(type)).toBe(heading));
});

describe('timeSince', () => {
  it('is a dash without activity, minutes under an hour, hours after', () => {
    expect(timeSince(null, now)).toBe('—');
    expect(timeSince('2026-11-22T11:15:00Z', now)).toBe('45m ago');
    expect(timeSince('2026-11-22T11:00:00Z', now)).toBe('1h ago');
    expect(timeSince('2026-11-19T12:00:00Z', now)).toBe('72h ago');
  });
});

describe('isStale', () => {
  it('is stale without patrol activity or after 12 hours', () => {
    expect(isStale(null, now)).toBe(true);
    expect(isStale('2026-11-22T00:00:00Z', now)).toBe(false);
    expect(isStale('2026-11-21T23:59:00Z', now)).toBe(true);
  });
});

describe('groupByType', () => {
  it('groups top-level locations by heading, sorted, with natural name order', () => {
    const groups = groupByType([
      { name: 'Dock B', typeName: 'dock', parentId: null },
      { name: 'A-10', typeName: 'slip', parentId: null },
      { name: 'A-2', typeName: 'slip', parentId: null },
      { name: 'Office', typeName: 'building', parentId: null },
      { name: 'A-01L', typeName: 'slip', parentId: 'x' },
    ]);
    expect(groups.map((g) => g.heading)).toEqual(['Buildings', 'Docks', 'Slips']);
    expect(groups[2]!.locations.map((l) => l.name)).toEqual(['A-2', 'A-10']);
  });
});
