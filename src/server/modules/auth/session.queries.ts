import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/connect.ts';
import { preparedOnce } from '#server/db/prepared.ts';
import { clients, marinas, permissions, session, users } from '#server/db/schema/index.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { type loadUserWithPermissions, signedInUserColumns } from './auth.queries.ts';

export interface SessionData {
  userId: number;
  /** ISO time of sign-in, for the absolute lifetime. */
  createdAt: string;
}

export async function insertSession(
  db: Executor,
  sid: string,
  data: SessionData,
  expire: Date,
): Promise<void> {
  await db.insert(session).values({ sid, sess: data, expire });
}

type SessionPermission = AuthContext['permissions'][number];

/** The same user as loadUserWithPermissions answers. */
type SessionUser = NonNullable<Awaited<ReturnType<typeof loadUserWithPermissions>>>;

const sessionWithUser = preparedOnce((db) => {
  const perms = sql<SessionPermission[]>`coalesce((
    select json_agg(json_build_object(
      'guid', ${permissions.guid}, 'permissionType', ${permissions.permissionType},
      'marinaId', ${permissions.marinaId}, 'marinaGuid', ${marinas.guid}) order by ${permissions.id})
    from ${permissions} left join ${marinas} on ${marinas.id} = ${permissions.marinaId}
    where ${permissions.userId} = ${users.id}), '[]'::json)`;
  return db
    .select({
      sess: session.sess,
      expire: session.expire,
      user: {
        ...signedInUserColumns,
        permissions: perms,
      },
    })
    .from(session)
    .leftJoin(users, sql`${users.id} = (${session.sess}->>'userId')::int`)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(session.sid, sql.placeholder('sid')), gt(session.expire, sql`now()`)))
    .limit(1)
    .prepare('dockwatch_session_with_user');
});

/**
 * Every request's sign-in check in one round trip: the live session, its user with the client,
 * and the user's permissions (oldest first). user is null when the row is gone. Prepared: every
 * request runs it (db/prepared.ts).
 */
export async function findLiveSessionWithUser(db: Db, sid: string) {
  const rows = await sessionWithUser(db).execute({ sid });
  const row = rows[0];
  if (!row) return undefined;
  // The left joins give all-null user columns when the user row is gone.
  const user = row.user?.id == null ? null : (row.user as SessionUser);
  return { sess: row.sess as SessionData, expire: row.expire, user };
}

export async function updateSessionExpiry(db: Executor, sid: string, expire: Date): Promise<void> {
  await db.update(session).set({ expire }).where(eq(session.sid, sid));
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.delete(session).where(eq(session.sid, sid));
}

export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(session).where(sql`(${session.sess}->>'userId') = ${String(userId)}`);
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(session).where(lt(session.expire, sql`now()`));
}
