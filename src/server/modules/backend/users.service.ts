import type { BackendUser, CreateUserBody, UpdateUserBody } from '#core/backend/backend.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { deleteUserSessions } from '#server/modules/auth/session.queries.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { badRequest, HttpError, notFound } from '#server/plugins/http-errors.ts';
import { findClient } from './clients.service.ts';
import {
  type BackendUserRow,
  emailTaken,
  findAnyUser,
  insertUser,
  listAllUsers,
  listPermissions,
  movePermissionsToClient,
  updateUserRow,
} from './users.queries.ts';

export const USER_NOT_FOUND = 'User not found';
export const EMAIL_TAKEN = 'A user with this email already exists';
const emailTakenError = () => new HttpError(409, EMAIL_TAKEN, undefined, 'backend.emailTaken');

type PermissionRow = Awaited<ReturnType<typeof listPermissions>>[number];

export const toPermission = ({ guid, permissionType, marinaId }: PermissionRow) => ({
  guid,
  permissionType,
  marinaId,
});

const toUser = (row: BackendUserRow, perms: PermissionRow[]): BackendUser => ({
  guid: row.guid,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  clientId: row.clientId,
  clientName: row.clientName,
  disabled: row.disabledAt !== null,
  hasPassword: row.hasPassword,
  permissions: perms.filter((p) => p.userId === row.id).map(toPermission),
});

/** A user of any client by guid, or 404 (for permissions and password links). */
export async function findUserOr404(db: Db, guid: string): Promise<BackendUserRow> {
  const user = await findAnyUser(db, guid);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function describeBackendUser(db: Db, guid: string): Promise<BackendUser> {
  const user = await findUserOr404(db, guid);
  return toUser(user, await listPermissions(db, [user.id]));
}

export async function allUsers(db: Db): Promise<BackendUser[]> {
  const [rows, perms] = await Promise.all([listAllUsers(db), listPermissions(db)]);
  return rows.map((row) => toUser(row, perms));
}

async function clientRowId(db: Db, clientGuid: string): Promise<number> {
  const client = await findClient(db, clientGuid);
  if (!client) throw badRequest('body.clientId: Client not found');
  return client.id;
}

/** POST /api/backend/users: idempotent on `guid`; without a password the user needs a link. */
export async function createUser(db: Db, body: CreateUserBody) {
  const { guid, password, clientId: clientGuid, ...rest } = body;
  const values = { ...rest, clientId: await clientRowId(db, clientGuid) };
  const passwordHash = password ? await hashPassword(password) : null;
  const { row, created } = await createIdempotent({
    insert: async () => {
      const inserted = await insertUser(db, { ...values, passwordHash }, guid);
      if (inserted) return findAnyUser(db, inserted.guid);
      if (guid && (await findAnyUser(db, guid))) return undefined;
      throw emailTakenError();
    },
    findExisting: () => findAnyUser(db, guid!),
    sameContent: (e) =>
      e.email === values.email &&
      e.firstName === values.firstName &&
      e.lastName === values.lastName &&
      e.clientRowId === values.clientId,
  });
  return { user: toUser(row!, await listPermissions(db, [row!.id])), created };
}

/**
 * PUT /api/backend/users/{guid}: the whole form. `disabled: true` blocks sign-in and ends every
 * session of the user; false enables again; absent leaves it. A new client drops the old
 * client's marina access and admin permissions.
 */
export async function updateUser(db: Db, auth: AuthContext, guid: string, body: UpdateUserBody) {
  const user = await findUserOr404(db, guid);
  if (body.disabled && user.id === auth.userId) {
    throw badRequest('body.disabled: you cannot disable your own account');
  }
  if (await emailTaken(db, body.email, user.id)) throw emailTakenError();
  const clientId = body.clientId === user.clientId ? user.clientRowId : await clientRowId(db, body.clientId);
  const disabledAt =
    body.disabled === undefined ? undefined : body.disabled ? (user.disabledAt ?? new Date()) : null;
  const { disabled: _d, ...fields } = body;
  await db
    .transaction(async (tx) => {
      await updateUserRow(tx, user.id, {
        ...fields,
        clientId,
        ...(disabledAt === undefined ? {} : { disabledAt }),
      });
      if (clientId !== user.clientRowId) await movePermissionsToClient(tx, user.id, clientId);
      if (body.disabled) await deleteUserSessions(tx, user.id);
    })
    .catch((error: unknown) => {
      // Another request took the email between the check and the update.
      const e = error as { code?: string; cause?: { code?: string } } | null;
      throw e?.code === '23505' || e?.cause?.code === '23505' ? emailTakenError() : error;
    });
  return describeBackendUser(db, guid);
}
