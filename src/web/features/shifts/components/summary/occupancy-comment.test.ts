import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizedComment } from '#core/occupancy/occupancy.ts';
import { shownComment } from '#web/features/activity/index.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { occupancyCommentText } from './occupancy-comment.ts';

beforeAll(async () => {
  await startTestCatalogue();
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const counts = { present: 2, notPresent: 1, total: 3 };

describe("the summary's finalized occupancy line (issue 30 item 19)", () => {
  it.each(['en', 'es'])('reads as the activity feed reads the same event (%s)', async (language) => {
    await i18n.changeLanguage(language);
    const stored = finalizedComment(counts);
    expect(occupancyCommentText(stored, counts)).toBe(shownComment('checklist', stored));
    // No finalize activity loaded (yet): the same words, from the counts.
    expect(occupancyCommentText(null, counts)).toBe(shownComment('checklist', stored));
    // A comment someone wrote stays as written.
    expect(occupancyCommentText('Dock B all quiet', counts)).toBe('Dock B all quiet');
  });
});
