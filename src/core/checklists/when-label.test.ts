import { describe, expect, it } from 'vitest';
import { formatWhen } from './when-label.ts';

describe('formatWhen', () => {
  const now = new Date(2026, 5, 3, 15, 0);
  const time = (d: Date) => d.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

  it('says today and yesterday by the device calendar', () => {
    const morning = new Date(2026, 5, 3, 0, 5);
    expect(formatWhen(morning.toISOString(), now)).toBe(`today ${time(morning)}`);
    const lateYesterday = new Date(2026, 5, 2, 23, 55);
    expect(formatWhen(lateYesterday.toISOString(), now)).toBe(`yesterday ${time(lateYesterday)}`);
  });

  it('shows a date for older moments, with the year only when it differs', () => {
    const older = new Date(2026, 4, 28, 9, 30);
    expect(formatWhen(older.toISOString(), now)).toMatch(/28/);
    expect(formatWhen(older.toISOString(), now)).not.toMatch(/2026/);
    expect(formatWhen(new Date(2025, 11, 30, 9, 30).toISOString(), now)).toMatch(/2025/);
  });

  it('is blank for a bad timestamp', () => {
    expect(formatWhen('not a date', now)).toBe('');
  });
});
