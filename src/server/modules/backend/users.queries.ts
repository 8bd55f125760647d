import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { clients, marinas, permissions, users } from '#server/db/schema/index.ts';

const columns = {
  id: users.id,
  guid: users.guid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  clientRowId: users.clientId,
  clientId: clients.guid,
  clientName: clients.name,
  disabledAt: users.disabledAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};
export type BackendUserRow = Awaited<ReturnType<typeof listAllUsers>>[number];
export interface UserValues {
  clientId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const selectUsers = (db: Executor) =>
  db.select(columns).from(users).innerJoin(clients, eq(clients.id, users.clientId));

/** Every user of every client, by client name then email. */
export const listAllUsers = (db: Executor) =>
  selectUsers(db).orderBy(asc(clients.name), asc(users.email), asc(users.id));

export async function findAnyUser(db: Executor, guid: string) {
  const rows = await selectUsers(db).where(eq(users.guid, guid)).limit(1);
  return rows[0];
}

/** Permissions of these users (all users when omitted), with the marina's guid. */
export const listPermissions = (db: Executor, userIds?: number[]) =>
  db
    .select({
      id: permissions.id,
      userId: permissions.userId,
      guid: permissions.guid,
      permissionType: permissions.permissionType,
      marinaId: marinas.guid,
    })
    .from(permissions)
    .leftJoin(marinas, eq(marinas.id, permissions.marinaId))
    .where(userIds ? inArray(permissions.userId, userIds) : undefined)
    .orderBy(asc(permissions.id));

/** Inserts unless the guid or the (case-insensitive) email is taken. */
export async function insertUser(
  db: Executor,
  values: UserValues & { passwordHash: string | null },
  guid?: string,
) {
  const rows = await db
    .insert(users)
    .values({ ...values, ...(guid ? { guid } : {}) })
    .onConflictDoNothing()
    .returning({ id: users.id, guid: users.guid });
  return rows[0];
}

export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function updateUserRow(
  db: Executor,
  id: number,
  values: UserValues & { disabledAt?: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** A user moved to another client keeps super_admin; access and admin of the old client go. */
export async function movePermissionsToClient(db: Executor, userId: number, clientId: number) {
  await db
    .delete(permissions)
    .where(
      and(eq(permissions.userId, userId), inArray(permissions.permissionType, ['marina_access', 'admin'])),
    );
  await db.update(permissions).set({ clientId }).where(eq(permissions.userId, userId));
}
