import { describe, expect, it } from 'vitest';
import { deviceTimeSchema } from './device-time.ts';
import { syncedLateAt } from './synced-late.ts';

describe('syncedLateAt', () => {
  const made = '2026-03-05T09:00:00.000Z';
  it('is the received time when the record reached the server more than 5 minutes after it was made', () => {
    expect(syncedLateAt(made, '2026-03-05T09:05:01.000Z')?.toISOString()).toBe('2026-03-05T09:05:01.000Z');
    expect(syncedLateAt(made, '2026-03-06T02:00:00.000Z')?.toISOString()).toBe('2026-03-06T02:00:00.000Z');
  });
  it('is null when it arrived within 5 minutes, earlier, or either time is missing or invalid', () => {
    expect(syncedLateAt(made, '2026-03-05T09:05:00.000Z')).toBeNull();
    expect(syncedLateAt(made, '2026-03-05T08:58:00.000Z')).toBeNull();
    expect(syncedLateAt(null, made)).toBeNull();
    expect(syncedLateAt(made, undefined)).toBeNull();
    expect(syncedLateAt('garbage', made)).toBeNull();
  });
});

describe('deviceTimeSchema', () => {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  it('takes a time up to 5 minutes ahead and 72 hours back', () => {
    expect(deviceTimeSchema.safeParse(ago(-4 * 60_000)).success).toBe(true);
    expect(deviceTimeSchema.safeParse(ago(71 * 3600_000)).success).toBe(true);
    expect(deviceTimeSchema.safeParse(ago(-6 * 60_000)).success).toBe(false);
    expect(deviceTimeSchema.safeParse(ago(73 * 3600_000)).success).toBe(false);
  });
});
