import { describe, expect, it } from 'vitest';
import { chronological } from './consumption-periods.ts';
import { seriesReadings } from './meter-chart-data.ts';

describe('seriesReadings', () => {
  it("gives the summary's points as readings that keep its order, also where two share a time", () => {
    const t = '2026-02-10T12:00:00.000Z';
    const readings = seriesReadings({
      at: ['2026-02-01T08:00:00.000Z', t, t, t],
      readings: ['100.000', '205.000', '199.500', '210.000'],
    });
    expect(readings[0]).toEqual({ guid: '000000', reading: '100.000', at: '2026-02-01T08:00:00.000Z' });
    expect(chronological(readings).map((r) => r.reading)).toEqual([
      '100.000',
      '205.000',
      '199.500',
      '210.000',
    ]);
    expect(new Set(readings.map((r) => r.guid)).size).toBe(4);
  });
});
