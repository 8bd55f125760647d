/** The issue texts core words in English (server, activity lines) and the catalogue's English say the same. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_PRIORITY_LABELS, ISSUE_STATUS_LABELS } from '#core/issues/issue-constants.ts';
import { ISSUE_MESSAGES } from '#core/issues/issue-messages.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { en } from '#web/locales/index.ts';
import { issueCountLine } from './issue-filters.ts';

beforeAll(async () => {
  await startTestCatalogue();
});

describe('issue texts in English', () => {
  it('match core word for word', () => {
    expect(en.issues.messages).toEqual(ISSUE_MESSAGES);
    expect(en.issues.priority).toEqual(ISSUE_PRIORITY_LABELS);
    expect(en.issues.status).toEqual(ISSUE_STATUS_LABELS);
    for (const [shown, total] of [
      [0, 0],
      [1, 1],
      [2, 5],
    ] as const)
      expect(i18n.t('issues:list.count', { shown, count: total })).toBe(issueCountLine(shown, total));
  });
});
