import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
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

/**
 * One attempt's slot under `key`: a login_failures row, written only while fewer than `max` rows
 * of that key are newer than `since`. The transaction-scoped advisory lock on the key makes the
 * count and the insert one step for every instance on the database (PGlite included). Undefined
 * when the key is full.
 */
export async function takeLoginSlot(tx: Executor, key: string, since: Date, max: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
  if ((await countRecentFailures(tx, key, since)) >= max) return undefined;
  const [row] = await tx.insert(loginFailures).values({ key }).returning({ id: loginFailures.id });
  return row!.id;
}

export async function countRecentFailures(db: Executor, key: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
  return rows[0]?.n ?? 0;
}

export async function deleteLoginAttempts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

export async function clearLoginFailures(db: Executor, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function deleteOldLoginFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.failedAt} < ${before}`);
}
