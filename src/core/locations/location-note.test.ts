import { describe, expect, it } from 'vitest';
import { canSaveNote, NOTE_ADDED, NOTE_FAILED, noteBody } from './location-note.ts';

describe('Add Note', () => {
  it('may be saved only with text after trimming, and not while saving', () => {
    expect(canSaveNote('')).toBe(false);
    expect(canSaveNote('  \n\t ')).toBe(false);
    expect(canSaveNote(' Gate open ')).toBe(true);
    expect(canSaveNote('Gate open', true)).toBe(false);
  });
  it('sends the trimmed text as a comment with the given guid', () => {
    expect(noteBody('g1', 'l1', '  Gate open \n')).toEqual({
      guid: 'g1',
      locationId: 'l1',
      type: 'comment',
      comment: 'Gate open',
    });
  });
  it('keeps the spec texts', () => {
    expect(NOTE_ADDED).toBe('Comment added successfully');
    expect(NOTE_FAILED).toBe('Failed to add note. Please try again.');
  });
});
