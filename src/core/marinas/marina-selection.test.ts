import { describe, expect, it } from 'vitest';
import { canSwitchMarina, selectMarina } from './marina-selection.ts';

const marinas = [
  { guid: 'a', name: 'Alpha' },
  { guid: 'b', name: 'Bravo' },
];

describe('selectMarina', () => {
  it('uses the stored marina when it is still in the list, else the first', () => {
    expect(selectMarina({ current: null, stored: 'b', marinas, activeShiftMarinaId: null })).toEqual({
      marinaId: 'b',
      followedShift: false,
    });
    expect(selectMarina({ current: null, stored: 'gone', marinas, activeShiftMarinaId: null })).toEqual({
      marinaId: 'a',
      followedShift: false,
    });
    expect(selectMarina({ current: null, stored: null, marinas: [], activeShiftMarinaId: null })).toEqual({
      marinaId: null,
      followedShift: false,
    });
  });

  it("follows an active shift's marina", () => {
    expect(selectMarina({ current: 'a', stored: 'a', marinas, activeShiftMarinaId: 'b' })).toEqual({
      marinaId: 'b',
      followedShift: true,
    });
    expect(selectMarina({ current: 'b', stored: 'b', marinas, activeShiftMarinaId: 'b' })).toEqual({
      marinaId: 'b',
      followedShift: false,
    });
  });

  it('warns when access to the selected marina was removed', () => {
    expect(selectMarina({ current: 'gone', stored: 'gone', marinas, activeShiftMarinaId: 'b' })).toEqual({
      marinaId: 'b',
      followedShift: true,
      warning: { kind: 'access-removed-during-shift', removed: 'gone' },
    });
    expect(selectMarina({ current: 'gone', stored: 'gone', marinas, activeShiftMarinaId: null })).toEqual({
      marinaId: 'a',
      followedShift: false,
      warning: { kind: 'access-removed', removed: 'gone', switchedTo: 'Alpha' },
    });
  });

  it('warns on opening when the marina this user stored was taken away meanwhile (issue 30 item 14)', () => {
    expect(
      selectMarina({
        current: null,
        stored: 'gone',
        storedByThisUser: true,
        marinas,
        activeShiftMarinaId: null,
      }),
    ).toEqual({
      marinaId: 'a',
      followedShift: false,
      warning: { kind: 'access-removed', removed: 'gone', switchedTo: 'Alpha' },
    });
    expect(
      selectMarina({
        current: null,
        stored: 'gone',
        storedByThisUser: true,
        marinas,
        activeShiftMarinaId: 'b',
      }),
    ).toEqual({
      marinaId: 'b',
      followedShift: true,
      warning: { kind: 'access-removed-during-shift', removed: 'gone' },
    });
    // Still theirs: no warning.
    expect(
      selectMarina({
        current: null,
        stored: 'b',
        storedByThisUser: true,
        marinas,
        activeShiftMarinaId: null,
      }),
    ).toEqual({ marinaId: 'b', followedShift: false });
  });

  it('does not warn about the marina another user of a shared phone stored', () => {
    expect(
      selectMarina({
        current: null,
        stored: 'gone',
        storedByThisUser: false,
        marinas,
        activeShiftMarinaId: null,
      }),
    ).toEqual({ marinaId: 'a', followedShift: false });
  });

  it('gives no warning when no marina is left to switch to', () => {
    expect(selectMarina({ current: 'gone', stored: 'gone', marinas: [], activeShiftMarinaId: null })).toEqual(
      {
        marinaId: null,
        followedShift: false,
      },
    );
  });
});

describe('canSwitchMarina', () => {
  it('needs a different marina and no active shift', () => {
    expect(canSwitchMarina('b', 'a', false)).toBe(true);
    expect(canSwitchMarina('a', 'a', false)).toBe(false);
    expect(canSwitchMarina(null, 'a', false)).toBe(false);
    expect(canSwitchMarina('b', 'a', true)).toBe(false);
  });
});
