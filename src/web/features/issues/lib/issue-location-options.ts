import { compareNames, descendantGuids } from '#core/locations/parent-candidates.ts';

/** A location as the issue pickers see it (GET /api/locations items). */
export interface PickerLocation {
  guid: string;
  name: string;
  parentId: string | null;
}

export interface LocationOption {
  guid: string;
  name: string;
  /** 0 for the top of the tree shown, 1 for its children, ... */
  depth: number;
}

/**
 * The locations of a picker in tree order: each location followed by its children, siblings
 * sorted by name. With `rootGuid` only that location and everything below it. A location whose
 * parent is not in the list counts as a top-level one, so nothing is ever left out.
 */
export function locationOptions(
  locations: readonly PickerLocation[],
  rootGuid?: string | null,
): LocationOption[] {
  const known = new Set(locations.map((l) => l.guid));
  const children = new Map<string | null, PickerLocation[]>();
  for (const location of locations) {
    const parent = location.parentId && known.has(location.parentId) ? location.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(location);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => compareNames(a.name, b.name));

  const options: LocationOption[] = [];
  const seen = new Set<string>();
  const visit = (location: PickerLocation, depth: number) => {
    if (seen.has(location.guid)) return;
    seen.add(location.guid);
    options.push({ guid: location.guid, name: location.name, depth });
    for (const child of children.get(location.guid) ?? []) visit(child, depth + 1);
  };
  if (rootGuid) {
    const root = locations.find((l) => l.guid === rootGuid);
    if (root) visit(root, 0);
    return options;
  }
  for (const top of children.get(null) ?? []) visit(top, 0);
  return options;
}

/** The option's text in a native select: indented by depth with em spaces. */
export const optionLabel = (option: LocationOption): string =>
  `${'\u2003'.repeat(option.depth)}${option.name}`;

/** Issues of a location and every location below it (the location page's Issues section). */
export function issuesWithin<T extends { locationId: string | null }>(
  issues: readonly T[],
  locations: readonly { guid: string; name: string; parentId: string | null }[],
  rootGuid: string,
): T[] {
  const tree = locations.map((l) => ({ ...l, typeId: '', typeName: '' }));
  const scope = descendantGuids(tree, rootGuid).add(rootGuid);
  return issues.filter((issue) => issue.locationId !== null && scope.has(issue.locationId));
}
