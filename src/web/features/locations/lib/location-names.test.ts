import { describe, expect, it } from 'vitest';
import { DEFAULT_SUFFIXES, generateNames, prefixForParent } from './location-names.ts';

describe('generateNames', () => {
  it('makes an inclusive number range, zero-padded, with each suffix', () => {
    expect(
      generateNames({ prefix: 'A-', start: '1', end: '3', padding: 2, suffixes: DEFAULT_SUFFIXES }),
    ).toEqual(['A-01L', 'A-01R', 'A-02L', 'A-02R', 'A-03L', 'A-03R']);
  });
  it('pads to 1 to 4 digits', () => {
    expect(generateNames({ prefix: '', start: '9', end: '10', padding: 4, suffixes: '' })).toEqual([
      '0009',
      '0010',
    ]);
    expect(generateNames({ prefix: '', start: '9', end: '10', padding: 1, suffixes: '' })).toEqual([
      '9',
      '10',
    ]);
    expect(generateNames({ prefix: '', start: '1', end: '1', padding: 9, suffixes: '' })).toEqual(['0001']);
  });
  it('makes a letter range from the first characters, trimming suffix lines and skipping blank ones', () => {
    expect(
      generateNames({ prefix: 'Dock ', start: 'Alpha', end: 'C', padding: 1, suffixes: ' N \n\n S' }),
    ).toEqual(['Dock AN', 'Dock AS', 'Dock BN', 'Dock BS', 'Dock CN', 'Dock CS']);
  });
  it('gives nothing for an empty or reversed range', () => {
    expect(generateNames({ prefix: '', start: '5', end: '1', padding: 1, suffixes: '' })).toEqual([]);
    expect(generateNames({ prefix: '', start: '', end: '', padding: 1, suffixes: 'L' })).toEqual([]);
  });
  it('caps the list at 500 names', () => {
    expect(generateNames({ prefix: '', start: '1', end: '400', padding: 1, suffixes: 'L\nR' })).toHaveLength(
      500,
    );
  });
});

describe('prefixForParent', () => {
  it('is "<parent name>-" with a parent, else empty', () => {
    expect(prefixForParent('Dock A')).toBe('Dock A-');
    expect(prefixForParent(null)).toBe('');
  });
});
