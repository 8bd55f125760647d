import type { PermissionLike } from '#core/auth/permissions.ts';

/**
 * The user dialog's marina access and admin permissions (decisions 0002 and 0011): marina_access
 * per marina, admin per marina (which includes access to it), and admin of the whole client.
 * The dialog edits an AccessState; accessChanges() turns the edit into the calls to make.
 */
export interface AccessState {
  /** Marinas with marina_access. */
  access: ReadonlySet<string>;
  /** Marinas with admin (always also in access while editing). */
  admin: ReadonlySet<string>;
  /** Admin of every marina of the user's client (admin without a marina). */
  clientAdmin: boolean;
}

export const emptyAccess: AccessState = { access: new Set(), admin: new Set(), clientAdmin: false };

/** What the user holds now, read from their permissions. */
export function accessStateOf(permissions: readonly PermissionLike<string>[]): AccessState {
  const access = new Set<string>();
  const admin = new Set<string>();
  let clientAdmin = false;
  for (const p of permissions) {
    if (p.permissionType === 'marina_access' && p.marinaId) access.add(p.marinaId);
    if (p.permissionType === 'admin') {
      if (p.marinaId) admin.add(p.marinaId);
      else clientAdmin = true;
    }
  }
  return { access, admin, clientAdmin };
}

const withItem = (set: ReadonlySet<string>, item: string, on: boolean): Set<string> => {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
};

/** Ticking access; unticking it also removes admin of that marina (admin includes access). */
export function setMarinaAccess(state: AccessState, marinaId: string, on: boolean): AccessState {
  return {
    ...state,
    access: withItem(state.access, marinaId, on),
    admin: on ? state.admin : withItem(state.admin, marinaId, false),
  };
}

/** Ticking admin of a marina also gives access to it. */
export function setMarinaAdmin(state: AccessState, marinaId: string, on: boolean): AccessState {
  return {
    ...state,
    admin: withItem(state.admin, marinaId, on),
    access: on ? withItem(state.access, marinaId, true) : state.access,
  };
}

export const setClientAdmin = (state: AccessState, on: boolean): AccessState => ({
  ...state,
  clientAdmin: on,
});

export type AccessChange =
  | { kind: 'grant' | 'revoke'; marinaId: string; permissionType: 'marina_access' | 'admin' }
  | { kind: 'grant-client-admin' | 'revoke-client-admin' };

/**
 * The calls that turn `before` into `after`, for the marinas of the user's client only: revokes
 * of admin before access, grants of access before admin, the client-wide admin last.
 */
export function accessChanges(
  before: AccessState,
  after: AccessState,
  clientMarinaIds: readonly string[],
): AccessChange[] {
  const changes: AccessChange[] = [];
  const diff = (type: 'marina_access' | 'admin', from: ReadonlySet<string>, to: ReadonlySet<string>) => {
    const grants: AccessChange[] = [];
    const revokes: AccessChange[] = [];
    for (const marinaId of clientMarinaIds) {
      if (to.has(marinaId) && !from.has(marinaId))
        grants.push({ kind: 'grant', marinaId, permissionType: type });
      if (!to.has(marinaId) && from.has(marinaId))
        revokes.push({ kind: 'revoke', marinaId, permissionType: type });
    }
    return { grants, revokes };
  };
  const access = diff('marina_access', before.access, after.access);
  const admin = diff('admin', before.admin, after.admin);
  changes.push(...admin.revokes, ...access.revokes, ...access.grants, ...admin.grants);
  if (after.clientAdmin && !before.clientAdmin) changes.push({ kind: 'grant-client-admin' });
  if (!after.clientAdmin && before.clientAdmin) changes.push({ kind: 'revoke-client-admin' });
  return changes;
}

/** The strongest role a users list shows: a key the web translates; staff have none. */
export type AccessRole = 'superAdmin' | 'clientAdmin' | 'marinaAdmin';

/** The marinas a user reaches: every one, none, one (by name) or a number of them. */
export type MarinaReach =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'one'; name: string }
  | { kind: 'some'; count: number };

export interface AccessSummary {
  /** The strongest role: super admin, client admin, marina admin, or null for staff. */
  role: AccessRole | null;
  /** The marinas the user reaches ('All marinas', 'No marina access', one name, 'n marinas'). */
  marinas: MarinaReach;
}

/** A user's access in a few words, for the users list (the web words it in the user's language). */
export function accessSummary(
  permissions: readonly PermissionLike<string>[],
  marinaNames: ReadonlyMap<string, string>,
): AccessSummary {
  const state = accessStateOf(permissions);
  const superAdmin = permissions.some((p) => p.permissionType === 'super_admin');
  const role: AccessRole | null = superAdmin
    ? 'superAdmin'
    : state.clientAdmin
      ? 'clientAdmin'
      : state.admin.size > 0
        ? 'marinaAdmin'
        : null;
  if (superAdmin || state.clientAdmin) return { role, marinas: { kind: 'all' } };
  const reach = [...new Set([...state.access, ...state.admin])].filter((id) => marinaNames.has(id));
  const marinas: MarinaReach =
    reach.length === 0
      ? { kind: 'none' }
      : reach.length === 1
        ? { kind: 'one', name: marinaNames.get(reach[0]!)! }
        : { kind: 'some', count: reach.length };
  return { role, marinas };
}
