/**
 * The location name fixer's pattern syntax (spec 001 section 5).
 *
 * Search pattern: `*` any characters (also none), `#` one digit 0-9, `.` one character; every
 * other character stands for itself (regex metacharacters in names included). The pattern must
 * match the whole name, case-sensitively. Each wildcard captures what it matched; `*` takes as
 * little as it can, so later wildcards get the rest.
 *
 * Replacement pattern: `^` inserts the next captured value (first wildcard first); every other
 * character stands for itself. A `^` beyond the last wildcard inserts nothing; captures without a
 * `^` are dropped.
 */

export const WILDCARDS = ['*', '#', '.'] as const;
export const INSERT_MARK = '^';

const isWildcard = (ch: string): boolean => (WILDCARDS as readonly string[]).includes(ch);

/** One position of a fixed-length run: a literal code point, `#` (an ASCII digit) or `.` (any). */
type Slot = { kind: 'literal'; ch: string } | { kind: '#' } | { kind: '.' };

/**
 * A search pattern, compiled: the runs of fixed-length slots between the `*`s. Matching never
 * backtracks: the first run is anchored at the start, the last at the end, and each run between
 * takes its leftmost place. That is exactly what the lazy `*` would capture (a later place could
 * only leave less for the rest), found in at most (name length × pattern length) steps, however
 * the user wrote the pattern (a backtracking regex took seconds on `*a*a*a*a*a!`).
 */
export interface CompiledPattern {
  readonly runs: readonly (readonly Slot[])[];
  test(name: string): boolean;
}

const slotOf = (ch: string): Slot =>
  ch === '#' ? { kind: '#' } : ch === '.' ? { kind: '.' } : { kind: 'literal', ch };

const fits = (slot: Slot, ch: string): boolean =>
  slot.kind === '.' || (slot.kind === '#' ? ch >= '0' && ch <= '9' : slot.ch === ch);

const runFitsAt = (run: readonly Slot[], chars: readonly string[], at: number): boolean => {
  for (let i = 0; i < run.length; i++) if (!fits(run[i]!, chars[at + i]!)) return false;
  return true;
};

/** The search pattern, compiled once for many names. */
export function compileSearchPattern(pattern: string): CompiledPattern {
  const runs: Slot[][] = [[]];
  for (const ch of Array.from(pattern)) {
    if (ch === '*') runs.push([]);
    else runs[runs.length - 1]!.push(slotOf(ch));
  }
  const compiled: CompiledPattern = { runs, test: (name) => capturesOf(compiled, name) !== null };
  return compiled;
}

/** The value of every wildcard in order, or null when the whole name does not match. */
function capturesOf(pattern: CompiledPattern, name: string): string[] | null {
  const chars = Array.from(name);
  const { runs } = pattern;
  const first = runs[0]!;
  const last = runs[runs.length - 1]!;
  const captures: string[] = [];
  const captureRun = (run: readonly Slot[], at: number) => {
    run.forEach((slot, i) => {
      if (slot.kind !== 'literal') captures.push(chars[at + i]!);
    });
  };
  if (runs.length === 1) {
    if (chars.length !== first.length || !runFitsAt(first, chars, 0)) return null;
    captureRun(first, 0);
    return captures;
  }
  // The last run sits at the very end; every other run must fit before it.
  const lastAt = chars.length - last.length;
  if (lastAt < first.length || !runFitsAt(first, chars, 0) || !runFitsAt(last, chars, lastAt)) return null;
  captureRun(first, 0);
  let at = first.length;
  for (let r = 1; r < runs.length - 1; r++) {
    const run = runs[r]!;
    let place = at;
    while (place + run.length <= lastAt && !runFitsAt(run, chars, place)) place++;
    if (place + run.length > lastAt) return null;
    captures.push(chars.slice(at, place).join(''));
    captureRun(run, place);
    at = place + run.length;
  }
  captures.push(chars.slice(at, lastAt).join(''));
  captureRun(last, lastAt);
  return captures;
}

/** How many values the search pattern captures (one per wildcard). */
export const countWildcards = (pattern: string): number => Array.from(pattern).filter(isWildcard).length;

/** How many `^` the replacement pattern holds. */
export const countInsertions = (replacement: string): number =>
  Array.from(replacement).filter((ch) => ch === INSERT_MARK).length;

/** The captured values when the whole name matches, otherwise null. */
export function matchName(pattern: string | CompiledPattern, name: string): string[] | null {
  return capturesOf(typeof pattern === 'string' ? compileSearchPattern(pattern) : pattern, name);
}

/** The replacement with each `^` replaced by the next captured value, in order. */
export function applyReplacement(replacement: string, captures: readonly string[]): string {
  let next = 0;
  return Array.from(replacement, (ch) => (ch === INSERT_MARK ? (captures[next++] ?? '') : ch)).join('');
}

/** The new name for `name`, or null when the search pattern does not match it. */
export function renameByPattern(search: string, replacement: string, name: string): string | null {
  const captures = matchName(search, name);
  return captures ? applyReplacement(replacement, captures) : null;
}

/** The prefill of an empty replacement after a search: the search pattern, wildcards as `^`. */
export const prefillReplacement = (search: string): string =>
  Array.from(search, (ch) => (isWildcard(ch) ? INSERT_MARK : ch)).join('');

export interface NamedLocation {
  guid: string;
  name: string;
}

export interface NamePreviewEntry {
  guid: string;
  originalName: string;
  newName: string;
}

/** Preview rows for the locations the search pattern matches (others are left out); names trimmed. */
export function previewRenames(
  locations: readonly NamedLocation[],
  search: string,
  replacement: string,
): NamePreviewEntry[] {
  const compiled = compileSearchPattern(search);
  const entries: NamePreviewEntry[] = [];
  for (const location of locations) {
    const captures = matchName(compiled, location.name);
    if (!captures) continue;
    const newName = applyReplacement(replacement, captures).trim();
    entries.push({ guid: location.guid, originalName: location.name, newName });
  }
  return entries;
}
