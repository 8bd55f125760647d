import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyReplacement,
  compileSearchPattern,
  countInsertions,
  countWildcards,
  matchName,
  prefillReplacement,
  previewRenames,
  renameByPattern,
} from './name-pattern.ts';

describe('search pattern wildcards', () => {
  it('* matches any characters, none included', () => {
    expect(matchName('Dock *', 'Dock A-12')).toEqual(['A-12']);
    expect(matchName('Dock *', 'Dock ')).toEqual(['']);
    expect(matchName('*', '')).toEqual(['']);
    expect(matchName('Dock *', 'Pier A')).toBeNull();
  });

  it('# matches exactly one digit', () => {
    expect(matchName('Dock A-#', 'Dock A-7')).toEqual(['7']);
    expect(matchName('Dock A-#', 'Dock A-12')).toBeNull();
    expect(matchName('Dock A-#', 'Dock A-x')).toBeNull();
    expect(matchName('Dock A-#', 'Dock A-')).toBeNull();
    expect(matchName('A-##', 'A-12')).toEqual(['1', '2']);
    expect(matchName('#', '٣')).toBeNull(); // only ASCII digits
  });

  it('. matches exactly one character of any kind', () => {
    expect(matchName('Slip .', 'Slip B')).toEqual(['B']);
    expect(matchName('Slip .', 'Slip .')).toEqual(['.']);
    expect(matchName('Slip .', 'Slip BC')).toBeNull();
    expect(matchName('Slip .', 'Slip ')).toBeNull();
    expect(matchName('.', '⚓')).toEqual(['⚓']);
  });

  it('matches the whole name, case-sensitively', () => {
    expect(matchName('A-#', 'Dock A-1')).toBeNull();
    expect(matchName('A-#', 'A-1 old')).toBeNull();
    expect(matchName('dock *', 'Dock A')).toBeNull();
  });

  it('gives * as little as it can so later wildcards get the rest', () => {
    expect(matchName('* *', 'Dock A 12')).toEqual(['Dock', 'A 12']);
    expect(matchName('*-#', 'A-1-2')).toEqual(['A-1', '2']);
  });

  it('treats regex metacharacters in the pattern as literal characters', () => {
    expect(matchName('A+(1)', 'A+(1)')).toEqual([]);
    expect(matchName('A+(1)', 'AA(1)')).toBeNull();
    expect(matchName('A+(#)', 'A+(4)')).toEqual(['4']);
    expect(matchName('[Dock] $A|B\\ ?{2}^/', '[Dock] $A|B\\ ?{2}^/')).toEqual([]);
    expect(matchName('[Dock] $A|B\\ ?{2}^/', 'D $A|B\\ ?{2}^/')).toBeNull();
    expect(matchName('Box-*', 'Box-1-2')).toEqual(['1-2']);
    expect(() => compileSearchPattern('(((')).not.toThrow();
  });

  it('counts wildcards and insertion marks', () => {
    expect(countWildcards('Dock *-# .')).toBe(3);
    expect(countWildcards('Dock A')).toBe(0);
    expect(countInsertions('A^-^^')).toBe(3);
  });
});

describe('replacement pattern', () => {
  it('inserts the captured values in order, one per ^', () => {
    expect(applyReplacement('^^-^', ['A', '1', 'x'])).toBe('A1-x');
    expect(renameByPattern('Dock *-#', 'Slip ^#^', 'Dock A-7')).toBe('Slip A#7');
    expect(renameByPattern('*-#', '#^ of ^', 'Pier-3')).toBe('#Pier of 3');
  });

  it('drops captures without a ^ and inserts nothing for a ^ beyond the last capture', () => {
    expect(applyReplacement('A^', ['1', '2'])).toBe('A1');
    expect(applyReplacement('^-^-^', ['1'])).toBe('1--');
  });

  it('keeps every other character literal, $ and regex replacement tokens included', () => {
    expect(applyReplacement('$1 $& \\1 (^)', ['x'])).toBe('$1 $& \\1 (x)');
  });

  it("renames the issue's example: 'Dock A-#' slips to 'A#'", () => {
    expect(renameByPattern('Dock A-#', 'A^', 'Dock A-4')).toBe('A4');
    expect(renameByPattern('Dock A-#', 'A^', 'Dock B-4')).toBeNull();
  });
});

describe('prefill rule', () => {
  it('replaces every wildcard of the search pattern with ^ and keeps the rest', () => {
    expect(prefillReplacement('Dock A-#')).toBe('Dock A-^');
    expect(prefillReplacement('* #.x')).toBe('^ ^^x');
    expect(prefillReplacement('A+(1)')).toBe('A+(1)');
    expect(prefillReplacement('')).toBe('');
  });

  it('renames every matching name to itself', () => {
    const search = 'Pier *-#.';
    for (const name of ['Pier North-1a', 'Pier -9.', 'Pier A+(1)-0$']) {
      expect(renameByPattern(search, prefillReplacement(search), name)).toBe(name);
    }
  });
});

describe('previewRenames', () => {
  it('lists matching locations with original and new (trimmed) names, leaving others out', () => {
    const locations = [
      { guid: 'g1', name: 'Dock A-1' },
      { guid: 'g2', name: 'Dock A-10' },
      { guid: 'g3', name: 'Dock A-2' },
    ];
    expect(previewRenames(locations, 'Dock A-#', ' A^ ')).toEqual([
      { guid: 'g1', originalName: 'Dock A-1', newName: 'A1' },
      { guid: 'g3', originalName: 'Dock A-2', newName: 'A2' },
    ]);
  });
});

describe('the matcher agrees with the backtracking regular expression it replaced', () => {
  /** The former implementation: right, but exponential on patterns such as `*a*a*a*a*a!`. */
  const reference = (pattern: string, name: string): string[] | null => {
    const source = Array.from(pattern, (ch) =>
      ch === '*'
        ? '([\\s\\S]*?)'
        : ch === '#'
          ? '([0-9])'
          : ch === '.'
            ? '([\\s\\S])'
            : ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'),
    ).join('');
    const match = new RegExp(`^${source}$`, 'u').exec(name);
    return match ? match.slice(1).map((v) => v ?? '') : null;
  };
  const alphabet = fc.constantFrom('a', 'b', '1', '2', '-', '⚓', ' ');
  const patternChars = fc.constantFrom('a', 'b', '1', '-', '⚓', '*', '#', '.', '*', '(');

  it('gives the same captures on random patterns and names', () => {
    fc.assert(
      fc.property(
        fc.array(patternChars, { maxLength: 8 }).map((a) => a.join('')),
        fc.array(alphabet, { maxLength: 10 }).map((a) => a.join('')),
        (pattern, name) => {
          expect(matchName(pattern, name)).toEqual(reference(pattern, name));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('answers a pathological pattern on a long name at once', () => {
    const name = `${'a'.repeat(5_000)}b`;
    expect(matchName(`${'*a'.repeat(30)}!`, name)).toBeNull();
    expect(matchName(`${'*a'.repeat(30)}*b`, name)?.length).toBe(31);
  });
});
