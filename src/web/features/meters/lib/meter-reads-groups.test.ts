import { describe, expect, it } from 'vitest';
import { groupByParent, NO_PARENT_GROUP, parentLocationChoices } from './meter-reads-groups.ts';

const at = (name: string, parent: string | null) => ({
  name,
  location: {
    guid: `g-${name}`,
    name,
    parentLocation: parent === null ? null : { guid: `g-${parent}`, name: parent },
  },
});

describe('groupByParent', () => {
  it('groups by parent in natural order, other locations last, keeping the reading order', () => {
    const readings = [
      at('B-01L', 'Dock B'),
      at('Office', null),
      at('A-10R', 'Dock A'),
      at('A-02L', 'Dock A'),
      at('Z-1', 'Dock 10'),
      at('Y-1', 'Dock 9'),
    ];
    const groups = groupByParent(readings);
    expect(groups.map((g) => g.name)).toEqual(['Dock 9', 'Dock 10', 'Dock A', 'Dock B', NO_PARENT_GROUP]);
    expect(groups[2]?.readings.map((r) => r.name)).toEqual(['A-10R', 'A-02L']);
    expect(groups[4]).toMatchObject({ guid: null, readings: [readings[1]] });
  });

  it('puts readings of unknown locations with the other locations', () => {
    expect(groupByParent([{ location: null }])).toEqual([
      { guid: null, name: NO_PARENT_GROUP, readings: [{ location: null }] },
    ]);
    expect(groupByParent([])).toEqual([]);
  });
});

describe('parentLocationChoices', () => {
  it('offers the locations that have children, in natural order', () => {
    const locations = [
      { guid: 'a', name: 'Dock A', parentId: null },
      { guid: 'a1', name: 'A-01', parentId: 'a' },
      { guid: 'o', name: 'Office', parentId: null },
      { guid: 'b', name: 'Dock 10', parentId: null },
      { guid: 'b1', name: 'B-01', parentId: 'b' },
      { guid: 'c', name: 'Dock 2', parentId: null },
      { guid: 'c1', name: 'C-01', parentId: 'c' },
    ];
    expect(parentLocationChoices(locations).map((l) => l.name)).toEqual(['Dock 2', 'Dock 10', 'Dock A']);
  });
});
