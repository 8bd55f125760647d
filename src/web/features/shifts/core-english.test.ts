/**
 * The shift screens show in the user's language texts whose English is built in src/core (decision
 * 0043): the catalogue's English must stay the core's, word for word.
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_TEXTS } from '#web/features/shifts/lib/answer-edit.ts';
import { NEEDS_TRANSCRIPTION, UNKNOWN_LOCATION } from '#web/features/shifts/lib/shift-summary.ts';
import { en } from '#web/locales/index.ts';

describe('the shift catalogue in English', () => {
  it("says an answer's words as answer-edit.ts does", () => {
    for (const [key, text] of Object.entries(ANSWER_TEXTS))
      expect(en.shifts.answer[key as keyof typeof ANSWER_TEXTS], key).toBe(text);
  });

  it('names what the summary groups as shift-summary.ts does', () => {
    expect(en.shifts.summary.unknownLocation).toBe(UNKNOWN_LOCATION);
    expect(en.shifts.summary.meterReads.needsTranscription).toBe(NEEDS_TRANSCRIPTION);
  });
});
