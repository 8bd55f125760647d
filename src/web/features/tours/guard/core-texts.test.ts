/**
 * The English the catalogue shows for texts core also writes stays word for word core's: the
 * guard's countdowns and checkpoint lines, run statuses (the exceptions CSV's too), the checklist
 * toasts of spec 001 and formatWhen's words.
 */
import { describe, expect, it } from 'vitest';
import { CHECKLIST_MESSAGES } from '#core/checklists/checklist-messages.ts';
import { WHEN_TEXTS } from '#core/checklists/when-label.ts';
import { RUN_STATUS_LABELS } from '#core/tours/run-progress.ts';
import { GUARD_VIEW_TEXTS } from '#web/features/tours/guard/lib/guard-view.ts';
import { en } from '#web/locales/index.ts';

describe("core's English in the catalogue", () => {
  it('is the same text, key for key', () => {
    expect(en.tours.guardView).toEqual(GUARD_VIEW_TEXTS);
    expect(en.tours.runStatus).toEqual(RUN_STATUS_LABELS);
    expect(en.common.when).toEqual(WHEN_TEXTS);
    const { occupancyStarted, occupancyStartFailed, checkFailed, finalized, finalizeFailed } =
      CHECKLIST_MESSAGES;
    expect(en.occupancy.messages).toEqual({
      occupancyStarted,
      occupancyStartFailed,
      checkFailed,
      finalized,
      finalizeFailed,
    });
  });
});
