import type { CompactLocation, CompactLocationList, LocationListItem } from './location.schema.ts';

/**
 * The locations list's compact view (decision 0045) and back: `compactLocationList` is what the
 * server sends for `view=compact`, `expandLocationList` gives the web the full list items again,
 * field for field. Types only here: the web loads no schema for it.
 */

type Time = string | Date;

/** A list item whose times may still be dates: the server compacts its rows without ISO strings. */
export type CompactSource = Omit<LocationListItem, 'createdAt' | 'lastActivityAt' | 'lastPatrolAt'> & {
  createdAt: Time;
  lastActivityAt: Time | null;
  lastPatrolAt: Time | null;
};

const msOf = (time: Time) => (typeof time === 'string' ? Date.parse(time) : time.getTime());
const isoOf = (ms: number) => new Date(ms).toISOString();

/** The full list (in its order) as the compact answer for marina `marinaId`. */
export function compactLocationList(marinaId: string, list: readonly CompactSource[]): CompactLocationList {
  const types: CompactLocationList['types'] = [];
  const typeIndex = new Map<string, number>();
  const position = new Map(list.map((item, index) => [item.guid, index]));
  const locations = list.map((item): CompactLocation => {
    let t = typeIndex.get(item.typeId);
    if (t === undefined) {
      t = types.push({ guid: item.typeId, name: item.typeName }) - 1;
      typeIndex.set(item.typeId, t);
    }
    const compact: CompactLocation = { g: item.guid, n: item.name, t, c: msOf(item.createdAt) };
    if (item.parentId !== null) compact.p = position.get(item.parentId) ?? item.parentId;
    if (item.status !== 'active') compact.s = item.status;
    if (item.hasOccupancy) compact.o = true;
    if (item.description !== null) compact.d = item.description;
    if (item.lastActivityAt !== null) compact.a = msOf(item.lastActivityAt);
    if (item.lastPatrolAt !== null) compact.l = msOf(item.lastPatrolAt);
    return compact;
  });
  return { marinaId, types, locations };
}

/** The compact answer as the list items the default view sends, in the same order. */
export function expandLocationList({ marinaId, types, locations }: CompactLocationList): LocationListItem[] {
  return locations.map((l) => {
    const type = types[l.t];
    if (!type) throw new Error(`compact locations list: no type ${l.t}`);
    const parentId = typeof l.p === 'number' ? locations[l.p]?.g : l.p;
    if (typeof l.p === 'number' && parentId === undefined) {
      throw new Error(`compact locations list: no location ${l.p}`);
    }
    return {
      guid: l.g,
      name: l.n,
      typeId: type.guid,
      typeName: type.name,
      parentId: parentId ?? null,
      description: l.d ?? null,
      status: l.s ?? 'active',
      hasOccupancy: l.o === true,
      marinaId,
      createdAt: isoOf(l.c),
      lastActivityAt: l.a === undefined ? null : isoOf(l.a),
      lastPatrolAt: l.l === undefined ? null : isoOf(l.l),
    };
  });
}
