/**
 * The report shows in the user's language texts whose English is the server's (decision 0043):
 * the catalogue's English must stay the core's, word for word (the CSV and the API keep it).
 */
import { describe, expect, it } from 'vitest';
import { REPORT_MAX_DAYS, REPORT_QUERY_MESSAGES } from '#core/tours/tour-exceptions.schema.ts';
import { CHECKPOINT_RESULTS, UNNAMED_GUARD } from '#core/tours/tour-exceptions.ts';
import { en } from '#web/locales/index.ts';

describe('the tour report catalogue in English', () => {
  it("says a checkpoint's outcome as the CSV does", () => {
    for (const [outcome, text] of Object.entries(CHECKPOINT_RESULTS))
      expect(en.tourReports.checkpoints[outcome as keyof typeof CHECKPOINT_RESULTS], outcome).toBe(text);
    expect(en.tourReports.checkpoints.unnamedGuard).toBe(UNNAMED_GUARD);
  });

  it("says the filters' problems in the query schema's words, after the field", () => {
    const { filters } = en.tourReports;
    expect(filters.fromNotADate).toBe(`${filters.from} ${REPORT_QUERY_MESSAGES.notADate}`);
    expect(filters.toNotADate).toBe(`${filters.to} ${REPORT_QUERY_MESSAGES.notADate}`);
    expect(filters.fromAfterTo).toBe(`${filters.from} ${REPORT_QUERY_MESSAGES.fromAfterTo}`);
    expect(filters.fromOutOfCalendar).toBe(`${filters.from} ${REPORT_QUERY_MESSAGES.outOfCalendar}`);
    expect(filters.toOutOfCalendar).toBe(`${filters.to} ${REPORT_QUERY_MESSAGES.outOfCalendar}`);
    expect(filters.tooLong.replace('{{days}}', String(REPORT_MAX_DAYS))).toBe(
      `${filters.to} ${REPORT_QUERY_MESSAGES.tooLong}`,
    );
  });
});
