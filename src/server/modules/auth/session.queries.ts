import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { session } from '#server/db/schema/index.ts';

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

export async function findLiveSession(
  db: Executor,
  sid: string,
): Promise<{ sess: SessionData; expire: Date } | undefined> {
  const rows = await db
    .select({ sess: session.sess, expire: session.expire })
    .from(session)
    .where(and(eq(session.sid, sid), gt(session.expire, sql`now()`)))
    .limit(1);
  const row = rows[0];
  return row ? { sess: row.sess as SessionData, expire: row.expire } : undefined;
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
