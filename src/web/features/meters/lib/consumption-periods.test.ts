import { describe, expect, it } from 'vitest';
import {
  chartStartDay,
  consumptionByPeriod,
  isSpike,
  periodOfDay,
  periodOfInstant,
  shiftPeriod,
} from './consumption-periods.ts';
import { markReadings } from './reading-marks.ts';

let n = 0;
const r = (at: string, reading: string | null) => ({ guid: `g${String(n++).padStart(3, '0')}`, at, reading });

describe('periods', () => {
  it('starts a week on Monday and a month on the 1st', () => {
    expect(periodOfDay('2026-03-04', 'day')).toBe('2026-03-04');
    expect(periodOfDay('2026-03-04', 'week')).toBe('2026-03-02'); // a Wednesday
    expect(periodOfDay('2026-03-08', 'week')).toBe('2026-03-02'); // the Sunday after
    expect(periodOfDay('2026-03-09', 'week')).toBe('2026-03-09');
    expect(periodOfDay('2026-03-31', 'month')).toBe('2026-03-01');
  });

  it('steps over month and year ends', () => {
    expect(shiftPeriod('2026-01-01', 'month', -1)).toBe('2025-12-01');
    expect(shiftPeriod('2026-12-01', 'month', 1)).toBe('2027-01-01');
    expect(shiftPeriod('2026-02-23', 'week', 1)).toBe('2026-03-02');
    expect(shiftPeriod('2026-03-01', 'day', -1)).toBe('2026-02-28');
  });

  it("counts the chart's periods back from now on the marina's calendar", () => {
    // 02:30 UTC on 1 March is still 28 February in Los Angeles.
    const now = new Date('2026-03-01T02:30:00Z');
    expect(chartStartDay(now, 'day', 'UTC')).toBe('2026-01-31');
    expect(chartStartDay(now, 'day', 'America/Los_Angeles')).toBe('2026-01-30');
    expect(chartStartDay(now, 'month', 'UTC')).toBe('2025-04-01');
    expect(chartStartDay(now, 'week', 'UTC')).toBe('2025-12-08');
  });

  it("puts an instant in the period of its day on the marina's calendar", () => {
    const at = '2026-03-01T02:30:00Z'; // still Saturday 28 February in Los Angeles
    expect(periodOfInstant(at, 'day', 'UTC')).toBe('2026-03-01');
    expect(periodOfInstant(new Date(at), 'day', 'America/Los_Angeles')).toBe('2026-02-28');
    expect(periodOfInstant(at, 'week', 'America/Los_Angeles')).toBe('2026-02-23');
    expect(periodOfInstant(at, 'month', 'America/Los_Angeles')).toBe('2026-02-01');
  });
});

describe('isSpike', () => {
  it('is a use above 3 times the median of the periods before it', () => {
    expect(isSpike('31', ['10', '10', '10'])).toBe(true);
    expect(isSpike('30', ['10', '10', '10'])).toBe(false);
    expect(isSpike('30.001', ['10', '9', '11'])).toBe(true);
  });

  it('takes the median, so one earlier spike does not hide the next', () => {
    expect(isSpike('40', ['10', '500', '10', '12'])).toBe(true);
  });

  it('looks at the last 6 periods with a use and needs 3 of them', () => {
    expect(isSpike('100', ['10', '10'])).toBe(false);
    expect(isSpike('100', ['10', null, '10', null])).toBe(false);
    expect(isSpike('100', ['1000', '1000', '1000', '10', '10', '10', '10', '10', '10'])).toBe(true);
  });

  it('never marks a missing use or one after idle periods', () => {
    expect(isSpike(null, ['1', '1', '1'])).toBe(false);
    expect(isSpike('5', ['0', '0', '0'])).toBe(false);
  });
});

describe('consumptionByPeriod', () => {
  it("adds each rise to the later reading's period, exactly, with gaps as null", () => {
    const periods = consumptionByPeriod(
      [
        r('2026-03-02T08:00:00Z', '100.5'),
        r('2026-03-02T20:00:00Z', '110.25'),
        r('2026-03-03T08:00:00Z', '999999999.999'),
        r('2026-03-05T08:00:00Z', '999999999.999'),
      ],
      'day',
      'UTC',
      { firstStart: '2026-03-01', lastStart: '2026-03-05' },
    );
    expect(periods.map((p) => p.use)).toEqual([null, '9.75', '999999889.749', null, '0']);
  });

  it('marks a drop as lower than previous and does not count it', () => {
    const periods = consumptionByPeriod(
      [r('2026-03-02T08:00:00Z', '100'), r('2026-03-03T08:00:00Z', '90'), r('2026-03-04T08:00:00Z', '95')],
      'day',
      'UTC',
      { firstStart: '2026-03-02', lastStart: '2026-03-04' },
    );
    expect(periods).toEqual([
      { start: '2026-03-02', use: null, lower: false, spike: false },
      { start: '2026-03-03', use: '0', lower: true, spike: false },
      { start: '2026-03-04', use: '5', lower: false, spike: false },
    ]);
  });

  it("buckets by the marina's calendar and marks spikes", () => {
    const readings = [
      r('2026-03-01T12:00:00Z', '0'),
      r('2026-03-02T12:00:00Z', '10'),
      r('2026-03-03T12:00:00Z', '20'),
      r('2026-03-04T12:00:00Z', '30'),
      // 05:00 UTC on the 6th is the evening of the 5th in Los Angeles.
      r('2026-03-06T05:00:00Z', '100'),
    ];
    const la = consumptionByPeriod(readings, 'day', 'America/Los_Angeles', {
      firstStart: '2026-03-02',
      lastStart: '2026-03-06',
    });
    expect(la.map((p) => [p.start, p.use, p.spike])).toEqual([
      ['2026-03-02', '10', false],
      ['2026-03-03', '10', false],
      ['2026-03-04', '10', false],
      ['2026-03-05', '70', true],
      ['2026-03-06', null, false],
    ]);
    const weeks = consumptionByPeriod(readings, 'week', 'UTC', {
      firstStart: '2026-02-23',
      lastStart: '2026-03-02',
    });
    // 1 March is a Sunday: its reading opens the week of 23 February, where no rise ends.
    expect(weeks.map((p) => p.use)).toEqual([null, '100']);
  });

  it('ignores readings without a value', () => {
    const periods = consumptionByPeriod(
      [r('2026-03-02T08:00:00Z', '1'), r('2026-03-02T09:00:00Z', null), r('2026-03-02T10:00:00Z', '3')],
      'month',
      'UTC',
      { firstStart: '2026-03-01', lastStart: '2026-03-01' },
    );
    expect(periods[0]?.use).toBe('2');
  });
});

describe('markReadings', () => {
  it("marks readings by the record screen's rule: lower than previous, or above 3x the recent average use", () => {
    const marked = markReadings([
      r('2026-03-05T08:00:00Z', '10'),
      r('2026-03-01T08:00:00Z', '0'),
      r('2026-03-02T08:00:00Z', '3'),
      r('2026-03-03T08:00:00Z', '6'),
      r('2026-03-04T08:00:00Z', '4.5'),
      r('2026-03-06T08:00:00Z', '11'),
      r('2026-03-07T08:00:00Z', 'x'),
    ]);
    expect(marked.map((m) => [m.reading.reading, m.use, m.mark])).toEqual([
      ['0', null, null],
      ['3', '3', null],
      ['6', '3', null],
      ['4.5', '-1.5', 'lower'],
      // average use of 3, 3 (the drop is not use) = 3; 5.5 is not above 9
      ['10', '5.5', null],
      ['11', '1', null],
    ]);
    const spike = markReadings([
      r('2026-03-01T08:00:00Z', '0'),
      r('2026-03-02T08:00:00Z', '1'),
      r('2026-03-03T08:00:00Z', '2'),
      r('2026-03-04T08:00:00Z', '6'),
    ]);
    expect(spike.at(-1)?.mark).toBe('high');
  });
});

describe('meterChartData', () => {
  it('keeps the readings of the range, marked against the readings before it', async () => {
    const { meterChartData, spanOf } = await import('./meter-chart-data.ts');
    const readings = [
      r('2026-02-27T08:00:00Z', '50'),
      r('2026-03-02T08:00:00Z', '40'),
      r('2026-03-03T08:00:00Z', '45'),
    ];
    expect(spanOf(readings, 'day', 'UTC')).toEqual({ firstStart: '2026-02-27', lastStart: '2026-03-03' });
    expect(spanOf([], 'day', 'UTC')).toBeNull();
    const data = meterChartData(readings, 'day', 'UTC', {
      firstStart: '2026-03-01',
      lastStart: '2026-03-03',
    });
    expect(data.readings.map((m) => [m.reading.reading, m.mark])).toEqual([
      ['40', 'lower'],
      ['45', null],
    ]);
    expect(data.window).toEqual({
      from: Date.parse('2026-03-01T00:00:00Z'),
      to: Date.parse('2026-03-04T00:00:00Z'),
    });
    const la = meterChartData(readings, 'week', 'America/Los_Angeles', {
      firstStart: '2026-03-02',
      lastStart: '2026-03-02',
    });
    // Daylight saving starts on 8 March: the week ends at 00:00 PDT (07:00 UTC).
    expect(la.window).toEqual({
      from: Date.parse('2026-03-02T08:00:00Z'),
      to: Date.parse('2026-03-09T07:00:00Z'),
    });
    expect(data.periods.map((p) => [p.use, p.lower])).toEqual([
      [null, false],
      ['0', true],
      ['5', false],
    ]);
  });
});
