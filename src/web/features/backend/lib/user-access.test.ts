import { describe, expect, it } from 'vitest';
import {
  accessChanges,
  accessStateOf,
  accessSummary,
  emptyAccess,
  setClientAdmin,
  setMarinaAccess,
  setMarinaAdmin,
} from './user-access.ts';

const perm = (permissionType: 'admin' | 'super_admin' | 'marina_access', marinaId: string | null) => ({
  permissionType,
  marinaId,
});

describe('accessStateOf', () => {
  it('reads marina access, marina admin and client-wide admin', () => {
    const state = accessStateOf([
      perm('marina_access', 'm1'),
      perm('admin', 'm2'),
      perm('admin', null),
      perm('super_admin', null),
    ]);
    expect([...state.access]).toEqual(['m1']);
    expect([...state.admin]).toEqual(['m2']);
    expect(state.clientAdmin).toBe(true);
    expect(accessStateOf([])).toEqual(emptyAccess);
  });
});

describe('editing', () => {
  it('admin of a marina includes access; removing access removes admin', () => {
    let state = setMarinaAdmin(emptyAccess, 'm1', true);
    expect([...state.access]).toEqual(['m1']);
    expect([...state.admin]).toEqual(['m1']);
    state = setMarinaAdmin(state, 'm1', false);
    expect([...state.access]).toEqual(['m1']);
    expect(state.admin.size).toBe(0);
    state = setMarinaAdmin(state, 'm1', true);
    state = setMarinaAccess(state, 'm1', false);
    expect(state.access.size + state.admin.size).toBe(0);
    expect(setMarinaAccess(emptyAccess, 'm2', true).admin.size).toBe(0);
    expect(setClientAdmin(emptyAccess, true).clientAdmin).toBe(true);
  });

  it('never changes the state it was given', () => {
    const before = accessStateOf([perm('marina_access', 'm1')]);
    setMarinaAccess(before, 'm1', false);
    setMarinaAdmin(before, 'm2', true);
    expect([...before.access]).toEqual(['m1']);
    expect(before.admin.size).toBe(0);
  });
});

describe('accessChanges', () => {
  it('lists the calls in a safe order, for the client marinas only', () => {
    const before = accessStateOf([
      perm('marina_access', 'm1'),
      perm('admin', 'm1'),
      perm('marina_access', 'x'),
    ]);
    let after = setMarinaAccess(before, 'm1', false);
    after = setMarinaAdmin(after, 'm2', true);
    after = setClientAdmin(after, true);
    expect(accessChanges(before, after, ['m1', 'm2'])).toEqual([
      { kind: 'revoke', marinaId: 'm1', permissionType: 'admin' },
      { kind: 'revoke', marinaId: 'm1', permissionType: 'marina_access' },
      { kind: 'grant', marinaId: 'm2', permissionType: 'marina_access' },
      { kind: 'grant', marinaId: 'm2', permissionType: 'admin' },
      { kind: 'grant-client-admin' },
    ]);
  });

  it('is empty when nothing changed, and revokes client admin when unticked', () => {
    const before = accessStateOf([perm('marina_access', 'm1'), perm('admin', null)]);
    expect(accessChanges(before, before, ['m1'])).toEqual([]);
    expect(accessChanges(before, setClientAdmin(before, false), ['m1'])).toEqual([
      { kind: 'revoke-client-admin' },
    ]);
  });
});

describe('accessSummary', () => {
  const names = new Map([
    ['m1', 'Bayside Marina'],
    ['m2', 'Harbor Point'],
  ]);

  it('names the strongest role and the marinas reached', () => {
    expect(accessSummary([perm('super_admin', null)], names)).toEqual({
      role: 'superAdmin',
      marinas: { kind: 'all' },
    });
    expect(accessSummary([perm('admin', null)], names)).toEqual({
      role: 'clientAdmin',
      marinas: { kind: 'all' },
    });
    expect(accessSummary([perm('admin', 'm1'), perm('marina_access', 'm1')], names)).toEqual({
      role: 'marinaAdmin',
      marinas: { kind: 'one', name: 'Bayside Marina' },
    });
    expect(accessSummary([perm('marina_access', 'm1'), perm('marina_access', 'm2')], names)).toEqual({
      role: null,
      marinas: { kind: 'some', count: 2 },
    });
    expect(accessSummary([], names)).toEqual({ role: null, marinas: { kind: 'none' } });
    expect(accessSummary([perm('marina_access', 'gone')], names).marinas).toEqual({ kind: 'none' });
  });
});
