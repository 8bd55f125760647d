import { describe, expect, it } from 'vitest';
import { LABELS_PER_SHEET, labelCodes, selectLabelLocations, sheets } from './labels.ts';

const loc = (guid: string, name: string, typeId: string, parentId: string | null = null) => ({
  guid,
  name,
  typeId,
  parentId,
});
const all = [
  loc('a10', 'A-10', 'slip', 'dockA'),
  loc('dockA', 'Dock A', 'dock'),
  loc('a2', 'A-2', 'slip', 'dockA'),
  loc('a2box', 'A-2 box', 'box', 'a2'),
  loc('dockB', 'Dock B', 'dock'),
  loc('b1', 'B-1', 'slip', 'dockB'),
];

describe('selectLabelLocations', () => {
  it('takes a parent first, then everything below it in natural name order', () => {
    const names = selectLabelLocations(all, { mode: 'parent', parentId: 'dockA' }).map((l) => l.name);
    expect(names).toEqual(['Dock A', 'A-2', 'A-2 box', 'A-10']);
  });

  it('takes every location of a type, or the hand-picked ones', () => {
    expect(selectLabelLocations(all, { mode: 'type', typeId: 'slip' }).map((l) => l.guid)).toEqual([
      'a2',
      'a10',
      'b1',
    ]);
    expect(
      selectLabelLocations(all, { mode: 'pick', ids: ['b1', 'dockA', 'gone'] }).map((l) => l.guid),
    ).toEqual(['b1', 'dockA']);
    expect(selectLabelLocations(all, { mode: 'pick', ids: [] })).toEqual([]);
  });
});

describe('labelCodes', () => {
  it('holds the check-in URL, and the meter URLs with #AutoCamera when asked', () => {
    expect(labelCodes('https://dw.example/', 'g-1', false)).toEqual({
      checkIn: 'https://dw.example/check-in/g-1',
    });
    expect(labelCodes('https://dw.example', 'g-1', true)).toEqual({
      checkIn: 'https://dw.example/check-in/g-1',
      power: 'https://dw.example/record-meter/g-1/power#AutoCamera',
      water: 'https://dw.example/record-meter/g-1/water#AutoCamera',
    });
  });
});

describe('sheets', () => {
  it('splits labels into sheets of eight', () => {
    const labels = Array.from({ length: LABELS_PER_SHEET * 2 + 3 }, (_, i) => i);
    expect(sheets(labels).map((s) => s.length)).toEqual([8, 8, 3]);
    expect(sheets([])).toEqual([]);
  });
});
