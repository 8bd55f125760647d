import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';
import { clients, permissions, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/password.ts';

export interface BootstrapAdmin {
  email: string;
  password: string;
  clientName: string;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: make sure a super_admin with that email exists. An existing
 * user is left exactly as it is (its password is never overwritten).
 */
export async function ensureBootstrapAdmin(db: Db, admin: BootstrapAdmin): Promise<'created' | 'exists'> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, admin.email.toLowerCase()))
    .limit(1);
  if (existing.length > 0) return 'exists';
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    let [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.name, admin.clientName))
      .limit(1);
    client ??= (
      await tx.insert(clients).values({ name: admin.clientName }).returning({ id: clients.id })
    )[0]!;
    const [user] = await tx
      .insert(users)
      .values({ clientId: client.id, email: admin.email.toLowerCase(), passwordHash, firstName: 'Admin' })
      .returning({ id: users.id });
    await tx
      .insert(permissions)
      .values({ clientId: client.id, userId: user!.id, permissionType: 'super_admin' });
  });
  return 'created';
}
