import { compareNames } from '#core/locations/parent-candidates.ts';

/** QR label sheets (issue 9, ADR 0020): which locations get a label, and what each code holds. */

export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Two columns of four: big enough codes to scan from an arm's length in the dark. */
export const LABELS_PER_SHEET = 8;

export type LabelSelection =
  | { mode: 'parent'; parentId: string }
  | { mode: 'type'; typeId: string }
  | { mode: 'pick'; ids: readonly string[] };

export interface LabelLocation {
  guid: string;
  name: string;
  typeId: string;
  parentId: string | null;
}

/** The parent and every location below it; every location of a type; or the hand-picked ones. Natural name order. */
export function selectLabelLocations<L extends LabelLocation>(
  all: readonly L[],
  selection: LabelSelection,
): L[] {
  let chosen: L[];
  if (selection.mode === 'type') {
    chosen = all.filter((l) => l.typeId === selection.typeId);
  } else if (selection.mode === 'pick') {
    const ids = new Set(selection.ids);
    chosen = all.filter((l) => ids.has(l.guid));
  } else {
    const inTree = new Set([selection.parentId]);
    // Parents may come after their children in the list: repeat until nothing new joins.
    for (let grew = true; grew; ) {
      grew = false;
      for (const l of all) {
        if (l.parentId && inTree.has(l.parentId) && !inTree.has(l.guid)) {
          inTree.add(l.guid);
          grew = true;
        }
      }
    }
    const parent = all.filter((l) => l.guid === selection.parentId);
    chosen = [
      ...parent,
      ...all.filter((l) => l.guid !== selection.parentId && inTree.has(l.guid)).sort(byName),
    ];
    return chosen;
  }
  return chosen.sort(byName);
}

const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

export interface LabelCodes {
  checkIn: string;
  power?: string;
  water?: string;
}

/** The check-in URL and, optionally, the record-meter URLs that open the camera by themselves. */
export function labelCodes(origin: string, guid: string, withMeters: boolean): LabelCodes {
  const base = origin.replace(/\/+$/, '');
  const id = encodeURIComponent(guid);
  const codes: LabelCodes = { checkIn: `${base}/check-in/${id}` };
  if (withMeters) {
    codes.power = `${base}/record-meter/${id}/power#AutoCamera`;
    codes.water = `${base}/record-meter/${id}/water#AutoCamera`;
  }
  return codes;
}

/** Labels in pages of LABELS_PER_SHEET. */
export function sheets<T>(labels: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += LABELS_PER_SHEET) pages.push(labels.slice(i, i + LABELS_PER_SHEET));
  return pages;
}
