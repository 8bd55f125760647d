import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { passwordSetTokens, session, users } from '#server/db/schema/index.ts';

export async function insertToken(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordSetTokens).values({ userId, tokenHash, expiresAt });
}

/** Every outstanding link of the user stops working. */
export async function deleteUserTokens(db: Executor, userId: number): Promise<void> {
  await db.delete(passwordSetTokens).where(eq(passwordSetTokens.userId, userId));
}

/** Marks an unused, unexpired token used in one statement (single use under concurrency too). */
export async function consumeToken(db: Executor, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .update(passwordSetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordSetTokens.tokenHash, tokenHash),
        isNull(passwordSetTokens.usedAt),
        gt(passwordSetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordSetTokens.userId });
  return rows[0]?.userId;
}

export async function findAccount(db: Executor, userId: number) {
  const rows = await db
    .select({ email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends every session of the user except the one making the request. */
export async function deleteOtherSessions(db: Executor, userId: number, keepSid: string): Promise<void> {
  await db
    .delete(session)
    .where(and(sql`(${session.sess}->>'userId') = ${String(userId)}`, ne(session.sid, keepSid)));
}
