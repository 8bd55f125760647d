import { describe, expect, it } from 'vitest';
import { compactLocationList, expandLocationList } from './compact-location-list.ts';
import { compactLocationListSchema, type LocationListItem } from './location.schema.ts';

const MARINA = '7d0c39b5-1b5f-4a59-9d3e-0c8f0b1c2d01';
const DOCK_TYPE = '7d0c39b5-1b5f-4a59-9d3e-0c8f0b1c2d02';
const SLIP_TYPE = '7d0c39b5-1b5f-4a59-9d3e-0c8f0b1c2d03';
const guid = (n: number) => `0b6ad6a1-32c3-4b0c-8b52-0d6f2f0e7c${String(n).padStart(2, '0')}`;

const item = (overrides: Partial<LocationListItem> & Pick<LocationListItem, 'guid' | 'name'>) => ({
  typeId: SLIP_TYPE,
  typeName: 'slip',
  parentId: null,
  description: null,
  status: 'active' as const,
  hasOccupancy: false,
  marinaId: MARINA,
  createdAt: '2026-01-05T09:30:00.000Z',
  lastActivityAt: null,
  lastPatrolAt: null,
  ...overrides,
});

const list: LocationListItem[] = [
  item({ guid: guid(1), name: 'A-1', parentId: guid(3), lastActivityAt: '2026-03-01T08:15:00.123Z' }),
  item({
    guid: guid(2),
    name: 'A-1 box',
    parentId: guid(1),
    status: 'occupied',
    lastActivityAt: '2026-03-01T08:15:00.000Z',
    lastPatrolAt: '2026-02-28T23:59:59.999Z',
  }),
  item({
    guid: guid(3),
    name: 'Dock A',
    typeId: DOCK_TYPE,
    typeName: 'dock',
    description: 'Fuel pier',
    hasOccupancy: true,
  }),
  item({ guid: guid(4), name: 'B-1', parentId: guid(9), status: 'maintenance', description: '' }),
];

describe('compactLocationList', () => {
  it('sends each type once and the parent by its place in the list, or by guid when the list lacks it', () => {
    const compact = compactLocationList(MARINA, list);
    expect(compact.marinaId).toBe(MARINA);
    expect(compact.types).toEqual([
      { guid: SLIP_TYPE, name: 'slip' },
      { guid: DOCK_TYPE, name: 'dock' },
    ]);
    expect(compact.locations).toEqual([
      {
        g: guid(1),
        n: 'A-1',
        t: 0,
        p: 2,
        c: Date.parse('2026-01-05T09:30:00Z'),
        a: Date.parse('2026-03-01T08:15:00.123Z'),
      },
      {
        g: guid(2),
        n: 'A-1 box',
        t: 0,
        p: 0,
        s: 'occupied',
        c: Date.parse('2026-01-05T09:30:00Z'),
        a: Date.parse('2026-03-01T08:15:00Z'),
        l: Date.parse('2026-02-28T23:59:59.999Z'),
      },
      { g: guid(3), n: 'Dock A', t: 1, o: true, d: 'Fuel pier', c: Date.parse('2026-01-05T09:30:00Z') },
      {
        g: guid(4),
        n: 'B-1',
        t: 0,
        p: guid(9),
        s: 'maintenance',
        d: '',
        c: Date.parse('2026-01-05T09:30:00Z'),
      },
    ]);
    expect(compactLocationListSchema.safeParse(compact).success).toBe(true);
  });

  it('is an empty list with no types for no locations', () => {
    expect(compactLocationList(MARINA, [])).toEqual({ marinaId: MARINA, types: [], locations: [] });
    expect(expandLocationList({ marinaId: MARINA, types: [], locations: [] })).toEqual([]);
  });
});

describe('expandLocationList', () => {
  it('gives back the full list items field for field, in order, through JSON', () => {
    const wire = JSON.parse(JSON.stringify(compactLocationList(MARINA, list)));
    expect(expandLocationList(wire)).toEqual(list);
  });

  it('refuses an answer whose indexes point nowhere rather than inventing a type or parent', () => {
    const base = { marinaId: MARINA, types: [{ guid: SLIP_TYPE, name: 'slip' }] };
    expect(() => expandLocationList({ ...base, locations: [{ g: guid(1), n: 'A', t: 1, c: 0 }] })).toThrow(
      /no type 1/,
    );
    expect(() =>
      expandLocationList({ ...base, locations: [{ g: guid(1), n: 'A', t: 0, p: 5, c: 0 }] }),
    ).toThrow(/no location 5/);
  });
});
