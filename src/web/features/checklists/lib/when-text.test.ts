/** The checklist texts core words in English and the catalogue's English say the same. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_MESSAGES } from '#core/checklists/checklist-messages.ts';
import { formatWhen } from '#core/checklists/when-label.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { en } from '#web/locales/index.ts';
import { whenText } from './when-text.ts';

beforeAll(async () => {
  await startTestCatalogue();
});

const NOW = new Date(2026, 5, 3, 15, 0);

describe('checklist texts', () => {
  it('match core word for word in English', async () => {
    await i18n.changeLanguage('en');
    expect(en.checklists.messages).toEqual(CHECKLIST_MESSAGES);
    for (const at of [
      new Date(2026, 5, 3, 14, 15),
      new Date(2026, 5, 2, 9, 2),
      new Date(2026, 4, 20, 8, 0),
      new Date(2025, 11, 31, 23, 0),
    ])
      expect(whenText(at.toISOString(), NOW)).toBe(formatWhen(at.toISOString(), NOW));
    expect(whenText('not a date', NOW)).toBe('');
  });

  it('read in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(whenText(new Date(2026, 5, 2, 9, 2).toISOString(), NOW)).toMatch(/^ayer a las /);
    await i18n.changeLanguage('en');
  });
});
