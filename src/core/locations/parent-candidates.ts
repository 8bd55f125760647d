/** Parent choices on the location forms (spec 000 section 5) and the natural name order. */

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural order: 'A-2' before 'A-10', case-insensitive; ties broken by code point so the order is total. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export const sortByName = <T extends { name: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => compareNames(a.name, b.name));

export const isSlipType = (typeName: string | null | undefined): boolean =>
  typeName?.trim().toLowerCase() === 'slip';

/** On the add form a slip's parent is a dock, boathouse or building. */
export const SLIP_PARENT_TYPES = ['dock', 'boathouse', 'building'] as const;

export interface TreeLocation {
  guid: string;
  name: string;
  parentId: string | null;
  typeId: string;
  typeName: string;
}

/** Every location below `guid` (children, grandchildren, ...), safe against cycles in bad data. */
export function descendantGuids(locations: readonly TreeLocation[], guid: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const l of locations) {
    if (!l.parentId) continue;
    const list = children.get(l.parentId) ?? [];
    list.push(l.guid);
    children.set(l.parentId, list);
  }
  const found = new Set<string>();
  const queue = [...(children.get(guid) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (found.has(next) || next === guid) continue;
    found.add(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

export interface ParentTarget {
  /** The location being edited; absent on the add form. */
  guid?: string | null;
  /** The type chosen in the form. */
  typeId?: string | null;
  typeName?: string | null;
}

/**
 * The locations a form may offer as parent, sorted by name: never the location itself or any of
 * its descendants (no cycles), and no location of the same type unless the type is slip. On the
 * add form a slip may only go under a dock, boathouse or building.
 */
export function parentCandidates<T extends TreeLocation>(
  locations: readonly T[],
  target: ParentTarget,
  form: 'add' | 'edit' = 'edit',
): T[] {
  const excluded = target.guid ? descendantGuids(locations, target.guid).add(target.guid) : new Set<string>();
  const slip = isSlipType(target.typeName);
  const slipParents: readonly string[] = SLIP_PARENT_TYPES;
  return sortByName(
    locations.filter(
      (l) =>
        !excluded.has(l.guid) &&
        (slip || !target.typeId || l.typeId !== target.typeId) &&
        (!slip || form === 'edit' || slipParents.includes(l.typeName.trim().toLowerCase())),
    ),
  );
}
