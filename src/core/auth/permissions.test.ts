import { describe, expect, it } from 'vitest';
import {
  hasAdminRole,
  isAdminOf,
  isClientAdmin,
  isSuperAdmin,
  mayAccessMarina,
  seesAllMarinas,
} from './permissions.ts';

const staff = [{ permissionType: 'marina_access' as const, marinaId: 1 }];
const marinaAdmin = [{ permissionType: 'admin' as const, marinaId: 2 }];
const clientAdmin = [{ permissionType: 'admin' as const, marinaId: null }];
const superAdmin = [{ permissionType: 'super_admin' as const, marinaId: null }];

describe('permissions', () => {
  it('staff access only their marinas and administer none', () => {
    expect(mayAccessMarina(staff, 1)).toBe(true);
    expect(mayAccessMarina(staff, 2)).toBe(false);
    expect(isAdminOf(staff, 1)).toBe(false);
    expect(hasAdminRole(staff)).toBe(false);
  });
  it('a marina admin administers and accesses only that marina', () => {
    expect(isAdminOf(marinaAdmin, 2)).toBe(true);
    expect(isAdminOf(marinaAdmin, 1)).toBe(false);
    expect(mayAccessMarina(marinaAdmin, 2)).toBe(true);
    expect(mayAccessMarina(marinaAdmin, 1)).toBe(false);
    expect(seesAllMarinas(marinaAdmin)).toBe(false);
  });
  it('a client-wide admin and a super_admin see and administer every marina', () => {
    for (const p of [clientAdmin, superAdmin]) {
      expect(isAdminOf(p, 7)).toBe(true);
      expect(mayAccessMarina(p, 7)).toBe(true);
      expect(seesAllMarinas(p)).toBe(true);
    }
    expect(isSuperAdmin(superAdmin)).toBe(true);
    expect(isSuperAdmin(clientAdmin)).toBe(false);
  });
  it('only a client admin or super_admin changes what the client shares (location types), not an admin of one marina', () => {
    expect(isClientAdmin(clientAdmin)).toBe(true);
    expect(isClientAdmin(superAdmin)).toBe(true);
    expect(isClientAdmin(marinaAdmin)).toBe(false);
    expect(isClientAdmin([...marinaAdmin, { permissionType: 'admin' as const, marinaId: 1 }])).toBe(false);
    expect(isClientAdmin(staff)).toBe(false);
  });
});
