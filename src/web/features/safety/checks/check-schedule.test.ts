import { describe, expect, it } from 'vitest';
import { checkDue } from '#core/safety/check-due.ts';
import { lastSign } from './check-schedule.ts';

const nextCheckDue = (shiftStart: string, lastAnswer: string | null, minutes: number) =>
  checkDue(lastSign(shiftStart, lastAnswer), { checkIntervalMinutes: minutes, graceMinutes: 5 })!.dueAt;

describe('the next check on the phone', () => {
  it("counts from the shift's start until the guard answers, then from the answer", () => {
    const start = '2026-11-30T22:00:00.000Z';
    expect(nextCheckDue(start, null, 60).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(nextCheckDue(start, '2026-11-30T22:40:00.000Z', 60).toISOString()).toBe(
      '2026-11-30T23:40:00.000Z',
    );
  });

  it("ignores an answer kept from before the shift's start", () => {
    const start = '2026-11-30T22:00:00.000Z';
    expect(nextCheckDue(start, '2026-11-30T21:50:00.000Z', 15).toISOString()).toBe(
      '2026-11-30T22:15:00.000Z',
    );
  });
});
