import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '#server/db/connect.ts';
import { permissions, session, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { TEST_PASSWORD, type TestTenant, type TestUser } from './factories.ts';

let passwordHash: Promise<string> | undefined;

/** A user of the client with TEST_PASSWORD (or none) and no permissions. */
export async function addTestUser(
  db: Db,
  clientId: number,
  label: string,
  options: { withPassword?: boolean } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = `${label}-${randomUUID()}@test.example`;
  const [row] = await db
    .insert(users)
    .values({
      clientId,
      email,
      firstName: label,
      lastName: 'Tester',
      passwordHash: options.withPassword === false ? null : await passwordHash,
    })
    .returning({ id: users.id, guid: users.guid });
  return { ...row!, email };
}

/** Admin of every marina of the tenant's client: permission admin without a marina. */
export async function addClientAdmin(db: Db, tenant: TestTenant): Promise<TestUser> {
  const user = await addTestUser(db, tenant.clientId, 'client-admin');
  await db
    .insert(permissions)
    .values({ clientId: tenant.clientId, userId: user.id, permissionType: 'admin' });
  return user;
}

/** The same request, sent as `user` (null: signed out). */
type SendAs = (user: { email: string } | null) => Promise<LightMyRequestResponse>;

/** Signed out answers 401; staff, a marina admin and a client-wide admin answer 403. */
export async function expectSuperAdminOnly(
  sendAs: SendAs,
  tenant: TestTenant,
  clientAdmin: TestUser,
): Promise<void> {
  expect((await sendAs(null)).statusCode, 'signed out').toBe(401);
  for (const user of [tenant.staff, tenant.admin, clientAdmin]) {
    const response = await sendAs(user);
    expect(response.statusCode, user.email).toBe(403);
  }
}

export async function sessionCountOf(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(session)
    .where(sql`(${session.sess}->>'userId') = ${String(userId)}`);
  return rows[0]?.n ?? 0;
}
