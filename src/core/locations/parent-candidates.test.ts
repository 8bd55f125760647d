import { describe, expect, it } from 'vitest';
import {
  compareNames,
  descendantGuids,
  parentCandidates,
  sortByName,
  type TreeLocation,
} from './parent-candidates.ts';

const loc = (guid: string, parentId: string | null, typeName: string, name = guid): TreeLocation => ({
  guid,
  name,
  parentId,
  typeId: `type-${typeName}`,
  typeName,
});

// Dock A > A-1 > A-1 box ; Dock A > A-2 ; Dock B ; Office (building) ; Slip S-9 and S-10 under Dock B
const tree = [
  loc('dockA', null, 'dock', 'Dock A'),
  loc('a1', 'dockA', 'slip', 'A-1'),
  loc('a1box', 'a1', 'place', 'A-1 box'),
  loc('a2', 'dockA', 'slip', 'A-2'),
  loc('dockB', null, 'dock', 'Dock B'),
  loc('office', null, 'building', 'Office'),
  loc('s10', 'dockB', 'slip', 'S-10'),
  loc('s9', 'dockB', 'slip', 'S-9'),
  loc('cabin', null, 'cabin', 'Cabin 1'),
];
const guids = (list: TreeLocation[]) => list.map((l) => l.guid);

describe('natural name order', () => {
  it('puts A-2 before A-10 and ignores case', () => {
    expect(['A-10', 'a-3', 'A-2', 'B-1', 'A-1'].sort(compareNames)).toEqual([
      'A-1',
      'A-2',
      'a-3',
      'A-10',
      'B-1',
    ]);
    expect(sortByName([{ name: 'Slip 10' }, { name: 'Slip 9' }]).map((x) => x.name)).toEqual([
      'Slip 9',
      'Slip 10',
    ]);
  });

  it('is a total order: names differing only in case keep a fixed order', () => {
    expect(compareNames('a', 'A')).not.toBe(0);
    expect(compareNames('a', 'A')).toBe(-compareNames('A', 'a'));
  });
});

describe('descendantGuids', () => {
  it('finds children, grandchildren and further, not the location itself', () => {
    expect([...descendantGuids(tree, 'dockA')].sort()).toEqual(['a1', 'a1box', 'a2']);
    expect(descendantGuids(tree, 'office').size).toBe(0);
  });

  it('terminates on a cycle in bad data', () => {
    const cyclic = [loc('x', 'y', 'dock'), loc('y', 'x', 'dock')];
    expect([...descendantGuids(cyclic, 'x')]).toEqual(['y']);
  });
});

describe('parentCandidates (edit form)', () => {
  it('excludes the location itself and ALL its descendants, not only direct children', () => {
    const list = parentCandidates(tree, { guid: 'dockA', typeId: 'type-cabin', typeName: 'cabin' });
    expect(guids(list)).not.toContain('dockA');
    expect(guids(list)).not.toContain('a1');
    expect(guids(list)).not.toContain('a1box');
    expect(guids(list)).not.toContain('a2');
  });

  it('excludes locations of the same type, sorted by natural name order', () => {
    const list = parentCandidates(tree, { guid: 'dockB', typeId: 'type-dock', typeName: 'dock' });
    expect(guids(list)).toEqual(['a1', 'a1box', 'a2', 'cabin', 'office']);
  });

  it('keeps same-type locations when the type is slip', () => {
    const list = parentCandidates(tree, { guid: 'a2', typeId: 'type-slip', typeName: 'Slip' });
    expect(guids(list)).toEqual(['a1', 'a1box', 'cabin', 'dockA', 'dockB', 'office', 's9', 's10']);
  });

  it('offers everything but same-type locations when no location exists yet and no type is chosen', () => {
    expect(parentCandidates(tree, {}).length).toBe(tree.length);
    expect(guids(parentCandidates(tree, { typeId: 'type-dock', typeName: 'dock' }))).not.toContain('dockA');
  });
});

describe('parentCandidates (add form)', () => {
  it('offers a slip only docks, boathouses and buildings', () => {
    const list = parentCandidates(tree, { typeId: 'type-slip', typeName: 'slip' }, 'add');
    expect(guids(list)).toEqual(['dockA', 'dockB', 'office']);
  });

  it('applies the same-type rule to other types', () => {
    const list = parentCandidates(tree, { typeId: 'type-cabin', typeName: 'cabin' }, 'add');
    expect(guids(list)).not.toContain('cabin');
    expect(list.length).toBe(tree.length - 1);
  });
});
