import type { Db } from '#server/db/connect.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import { findMarinaAnyClient, MARINA_NOT_FOUND } from './backend-marinas.service.ts';
import {
  type GrantableType,
  grantPermission,
  type PermissionKey,
  revokePermission,
} from './permissions.queries.ts';
import { describeBackendUser, findUserOr404 } from './users.service.ts';

export async function permissionsOf(db: Db, userGuid: string) {
  return (await describeBackendUser(db, userGuid)).permissions;
}

/** The user and the marina must both exist (404), and the marina must be of the user's client (400). */
async function marinaKey(db: Db, marinaGuid: string, userGuid: string, type: GrantableType) {
  const user = await findUserOr404(db, userGuid);
  const marina = await findMarinaAnyClient(db, marinaGuid);
  if (!marina) throw notFound(MARINA_NOT_FOUND);
  if (marina.clientRowId !== user.clientRowId) {
    throw badRequest("params.marinaId: is not a marina of the user's client");
  }
  const key: PermissionKey = {
    clientId: user.clientRowId,
    userId: user.id,
    permissionType: type,
    marinaId: marina.id,
  };
  return key;
}

/** POST /api/backend/marinas/{marinaId}/users/{userId}: idempotent, an existing permission is returned. */
export async function grantMarinaPermission(
  db: Db,
  marinaGuid: string,
  userGuid: string,
  type: GrantableType,
) {
  const { guid, created } = await grantPermission(db, await marinaKey(db, marinaGuid, userGuid, type));
  return { permission: { guid, permissionType: type, marinaId: marinaGuid }, created };
}

export async function revokeMarinaPermission(
  db: Db,
  marinaGuid: string,
  userGuid: string,
  type: GrantableType,
) {
  return { deleted: await revokePermission(db, await marinaKey(db, marinaGuid, userGuid, type)) };
}

const clientAdminKey = async (db: Db, userGuid: string): Promise<PermissionKey> => {
  const user = await findUserOr404(db, userGuid);
  return { clientId: user.clientRowId, userId: user.id, permissionType: 'admin', marinaId: null };
};

/** Admin of every marina of the user's own client (permission admin without a marina). */
export async function grantClientAdmin(db: Db, userGuid: string) {
  const { guid, created } = await grantPermission(db, await clientAdminKey(db, userGuid));
  return { permission: { guid, permissionType: 'admin' as const, marinaId: null }, created };
}

export async function revokeClientAdmin(db: Db, userGuid: string) {
  return { deleted: await revokePermission(db, await clientAdminKey(db, userGuid)) };
}
