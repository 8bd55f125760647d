import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { clients, loginFailures, marinas, permissions, users } from '#server/db/schema/index.ts';

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

/** What a request knows of its signed-in user (with clients joined), besides the permissions. */
export const signedInUserColumns = {
  id: users.id,
  guid: users.guid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  clientId: users.clientId,
  clientGuid: clients.guid,
  disabledAt: users.disabledAt,
};

/** The signed-in user with client and permissions; undefined when missing or disabled. */
export async function loadUserWithPermissions(db: Executor, userId: number) {
  const rows = await db
    .select(signedInUserColumns)
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
    .limit(1);
  const user = rows[0];
  if (!user || user.disabledAt) return undefined;
  const perms = await db
    .select({
      guid: permissions.guid,
      permissionType: permissions.permissionType,
      marinaId: permissions.marinaId,
      marinaGuid: marinas.guid,
    })
    .from(permissions)
    .leftJoin(marinas, eq(marinas.id, permissions.marinaId))
    .where(eq(permissions.userId, userId))
    .orderBy(asc(permissions.id));
  return { ...user, permissions: perms };
}

export async function recordLoginFailures(db: Executor, keys: string[]): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
}

export async function countRecentFailures(db: Executor, key: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
  return rows[0]?.n ?? 0;
}

export async function clearLoginFailures(db: Executor, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function deleteOldLoginFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.failedAt} < ${before}`);
}
