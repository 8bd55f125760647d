import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { permissions } from '#server/db/schema/index.ts';

export type GrantableType = 'marina_access' | 'admin';

export interface PermissionKey {
  clientId: number;
  userId: number;
  permissionType: GrantableType;
  /** null: the whole client. */
  marinaId: number | null;
}

const matches = (key: PermissionKey): SQL =>
  and(
    eq(permissions.userId, key.userId),
    eq(permissions.permissionType, key.permissionType),
    key.marinaId === null ? isNull(permissions.marinaId) : eq(permissions.marinaId, key.marinaId),
  )!;

/** Inserts unless the same permission exists (unique index permissions_unique); answers its guid. */
export async function grantPermission(db: Executor, key: PermissionKey) {
  const inserted = await db
    .insert(permissions)
    .values(key)
    .onConflictDoNothing()
    .returning({ guid: permissions.guid });
  if (inserted[0]) return { guid: inserted[0].guid, created: true };
  const rows = await db.select({ guid: permissions.guid }).from(permissions).where(matches(key)).limit(1);
  return { guid: rows[0]!.guid, created: false };
}

export async function revokePermission(db: Executor, key: PermissionKey): Promise<boolean> {
  const rows = await db.delete(permissions).where(matches(key)).returning({ id: permissions.id });
  return rows.length > 0;
}
