/** Who may do what, as pure rules shared by the server (enforcement) and the web (hiding controls). */
export type PermissionType = 'admin' | 'super_admin' | 'marina_access';

export interface PermissionLike<M> {
  permissionType: PermissionType;
  /** null: the permission covers every marina of the user's client. */
  marinaId: M | null;
}

export function isSuperAdmin<M>(permissions: readonly PermissionLike<M>[]): boolean {
  return permissions.some((p) => p.permissionType === 'super_admin');
}

/** Admin of this marina: super_admin, admin of the whole client, or admin of that marina. */
export function isAdminOf<M>(permissions: readonly PermissionLike<M>[], marinaId: M): boolean {
  return permissions.some(
    (p) =>
      p.permissionType === 'super_admin' ||
      (p.permissionType === 'admin' && (p.marinaId === null || p.marinaId === marinaId)),
  );
}

/** Holds admin or super_admin anywhere: the spec shows the admin controls to these users. */
export function hasAdminRole<M>(permissions: readonly PermissionLike<M>[]): boolean {
  return permissions.some((p) => p.permissionType === 'super_admin' || p.permissionType === 'admin');
}

/** Sees every marina of the client (super_admin or client-wide admin). */
export function seesAllMarinas<M>(permissions: readonly PermissionLike<M>[]): boolean {
  return permissions.some(
    (p) => p.permissionType === 'super_admin' || (p.permissionType === 'admin' && p.marinaId === null),
  );
}

/**
 * Client admin: super_admin or an admin without a marina. Only they change what every marina of
 * the client shares, such as the location types (decision 0023); an admin of one marina may use
 * those but not change them.
 */
export function isClientAdmin<M>(permissions: readonly PermissionLike<M>[]): boolean {
  return seesAllMarinas(permissions);
}

export function mayAccessMarina<M>(permissions: readonly PermissionLike<M>[], marinaId: M): boolean {
  return seesAllMarinas(permissions) || permissions.some((p) => p.marinaId === marinaId);
}
