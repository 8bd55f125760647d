import { describe, expect, it } from 'vitest';
import {
  isDestructiveToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  toast,
} from './toast.ts';

describe('toast', () => {
  it('keeps the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('returns a handle for each toast', () => {
    const first = toast({ title: 'Shift Started' });
    const second = toast({ title: 'Shift Ended' });
    expect(first.id).not.toBe(second.id);
  });

  it("is destructive when titled 'Error' or given the destructive variant", () => {
    expect(isDestructiveToast({ title: 'Error', description: 'x' })).toBe(true);
    expect(isDestructiveToast({ title: 'Unauthorized', variant: 'destructive' })).toBe(true);
    expect(isDestructiveToast({ title: 'Shift Started' })).toBe(false);
  });
});
