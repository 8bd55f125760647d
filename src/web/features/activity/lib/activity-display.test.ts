import { describe, expect, it } from 'vitest';
import { activityTitle, relativeAge, visibleComment } from './activity-display.ts';

describe('activityTitle', () => {
  it.each([
    ['patrol_check', 'Check-in'],
    ['comment', 'comment'],
    ['issue_created', 'Issue Created'],
    ['issue_updated', 'Issue Updated'],
    ['meter_read', 'Meter Reading'],
    ['checklist', 'Occupancy Checklist'],
    ['gate_left_open', 'gate left open'],
  ])('%s -> %s', (type, title) => expect(activityTitle(type)).toBe(title));
});

describe('visibleComment', () => {
  it('hides the automatic check-in comment and blanks', () => {
    expect(visibleComment('Automatic check-in via QR/NFC')).toBeNull();
    expect(visibleComment('  ')).toBeNull();
    expect(visibleComment(null)).toBeNull();
    expect(visibleComment('Gate open')).toBe('Gate open');
  });
});

describe('relativeAge', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('shows No timestamp when missing or invalid', () => {
    expect(relativeAge(null, now)).toBe('No timestamp');
    expect(relativeAge('garbage', now)).toBe('No timestamp');
  });
  it('says Just now under a minute (and for a device clock a little ahead), never 0 minutes ago', () => {
    expect(relativeAge('2026-11-22T11:59:40Z', now)).toBe('Just now');
    expect(relativeAge('2026-11-22T12:00:00Z', now)).toBe('Just now');
    expect(relativeAge('2026-11-22T12:00:30Z', now)).toBe('Just now');
  });
  it('counts minutes under an hour and hours under a day, then a date', () => {
    expect(relativeAge('2026-11-22T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeAge('2026-11-22T11:01:00Z', now)).toBe('59 minutes ago');
    expect(relativeAge('2026-11-22T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeAge('2026-11-21T12:00:01Z', now)).toBe('23 hours ago');
    expect(relativeAge('2026-11-21T12:00:00Z', now, (d) => d.toISOString().slice(0, 10))).toBe('2026-11-21');
  });
});
