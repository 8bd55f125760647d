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
const escapeRegExp = (ch: string): string => ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

function wildcardSource(ch: string): string {
  if (ch === '*') return '([\\s\\S]*?)';
  if (ch === '#') return '([0-9])';
  return '([\\s\\S])';
}

/** The search pattern as an anchored regular expression with one group per wildcard. */
export function compileSearchPattern(pattern: string): RegExp {
  const source = Array.from(pattern, (ch) => (isWildcard(ch) ? wildcardSource(ch) : escapeRegExp(ch))).join(
    '',
  );
  return new RegExp(`^${source}$`, 'u');
}

/** How many values the search pattern captures (one per wildcard). */
export const countWildcards = (pattern: string): number => Array.from(pattern).filter(isWildcard).length;

/** How many `^` the replacement pattern holds. */
export const countInsertions = (replacement: string): number =>
  Array.from(replacement).filter((ch) => ch === INSERT_MARK).length;

/** The captured values when the whole name matches, otherwise null. */
export function matchName(pattern: string | RegExp, name: string): string[] | null {
  const regex = typeof pattern === 'string' ? compileSearchPattern(pattern) : pattern;
  const match = regex.exec(name);
  return match ? match.slice(1).map((value) => value ?? '') : null;
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
  const regex = compileSearchPattern(search);
  const entries: NamePreviewEntry[] = [];
  for (const location of locations) {
    const captures = matchName(regex, location.name);
    if (!captures) continue;
    const newName = applyReplacement(replacement, captures).trim();
    entries.push({ guid: location.guid, originalName: location.name, newName });
  }
  return entries;
}
