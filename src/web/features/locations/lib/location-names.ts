/** The bulk name generator of the add-location screen (spec 000 section 5). */
export interface NameGeneratorInput {
  prefix: string;
  start: string;
  end: string;
  /** Zero-padding width for number ranges, 1 to 4. */
  padding: number;
  /** One suffix per line; blank lines are ignored, lines are trimmed. */
  suffixes: string;
}

export const DEFAULT_SUFFIXES = 'L\nR';
export const DEFAULT_START = '1';
export const MAX_GENERATED_NAMES = 500;

/** '<parent name>-' when a parent is chosen, else empty. */
export const prefixForParent = (parentName: string | null | undefined) =>
  parentName ? `${parentName}-` : '';

function rangeValues(start: string, end: string, padding: number): string[] {
  const s = start.trim();
  const e = end.trim();
  if (/^\d+$/.test(s) && /^\d+$/.test(e)) {
    const from = Number.parseInt(s, 10);
    const to = Number.parseInt(e, 10);
    if (to < from || to - from >= MAX_GENERATED_NAMES) return [];
    const width = Math.min(4, Math.max(1, Math.trunc(padding) || 1));
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
  }
  if (!s || !e) return [];
  const from = s.charCodeAt(0);
  const to = e.charCodeAt(0);
  if (to < from || to - from >= MAX_GENERATED_NAMES) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
}

/** Every name is prefix + value + each non-blank suffix line (or prefix + value without suffixes). */
export function generateNames(input: NameGeneratorInput): string[] {
  const values = rangeValues(input.start, input.end, input.padding);
  const suffixes = input.suffixes
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = values.flatMap((v) =>
    suffixes.length ? suffixes.map((s) => `${input.prefix}${v}${s}`) : [`${input.prefix}${v}`],
  );
  return names.slice(0, MAX_GENERATED_NAMES);
}
