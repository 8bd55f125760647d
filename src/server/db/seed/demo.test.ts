import { eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isClientAdmin, isSuperAdmin } from '#core/auth/permissions.ts';
import { syncedLateAt } from '#core/common/synced-late.ts';
import { activities, clients, marinas, permissions, users } from '#server/db/schema/index.ts';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import { seedDemo } from './demo.ts';
import { DEMO_CLIENT } from './demo-data.ts';

const OWNER = 'owner@bayside.example';
const OPERATOR = 'operator@bayside.example';

describe('demo data', () => {
  it('puts the demo marinas on their real clocks (decision 0026)', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        if ((await seedDemo(tx)) === 'exists') throw new Error('the demo tenant was already there');
        const zones = await tx
          .select({ name: marinas.name, timeZone: marinas.timeZone })
          .from(marinas)
          .innerJoin(clients, eq(clients.id, marinas.clientId))
          .where(eq(clients.name, DEMO_CLIENT));
        expect(zones.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
          { name: 'Bayside Marina', timeZone: 'America/New_York' },
          { name: 'Harbor Point Marina', timeZone: 'America/New_York' },
        ]);
        tx.rollback();
      });
      expect.unreachable('the transaction is rolled back');
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    } finally {
      await database.close();
    }
  });

  // In a transaction that is rolled back: the shared PostgreSQL test database keeps no demo tenant.
  it("makes the client's owner a client admin of exactly its client, and a separate operator the only super_admin", async () => {
    const database = await openTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        const logins = await seedDemo(tx);
        if (logins === 'exists') throw new Error('the demo tenant was already there');
        expect(logins.map((l) => [l.role, l.email])).toEqual([
          ['client_admin', OWNER],
          ['admin', 'manager@bayside.example'],
          ['staff', 'guard@bayside.example'],
          ['super_admin', OPERATOR],
        ]);
        expect(new Set(logins.map((l) => l.password)).size).toBe(4);

        const seeded = await tx
          .select({ id: users.id, email: users.email, clientId: users.clientId })
          .from(users)
          .where(
            inArray(
              users.email,
              logins.map((l) => l.email),
            ),
          );
        const grants = await tx
          .select({
            userId: permissions.userId,
            clientId: permissions.clientId,
            permissionType: permissions.permissionType,
            marinaId: permissions.marinaId,
          })
          .from(permissions)
          .where(
            inArray(
              permissions.userId,
              seeded.map((u) => u.id),
            ),
          );
        const user = (email: string) => seeded.find((u) => u.email === email)!;
        const grantsOf = (email: string) => grants.filter((g) => g.userId === user(email).id);

        // The owner: one client-wide admin grant, in the demo client, and nothing more.
        const owner = user(OWNER);
        const [client] = await tx
          .select({ name: clients.name })
          .from(clients)
          .where(eq(clients.id, owner.clientId));
        expect(client?.name).toBe(DEMO_CLIENT);
        expect(grantsOf(OWNER)).toEqual([
          { userId: owner.id, clientId: owner.clientId, permissionType: 'admin', marinaId: null },
        ]);
        expect(isClientAdmin(grantsOf(OWNER))).toBe(true);
        expect(isSuperAdmin(grantsOf(OWNER))).toBe(false);

        // The platform operator is its own account and the only super_admin the demo makes.
        const superAdmins = grants.filter((g) => g.permissionType === 'super_admin');
        expect(superAdmins.map((g) => g.userId)).toEqual([user(OPERATOR).id]);
        expect(grantsOf(OPERATOR)).toHaveLength(1);
        tx.rollback();
      });
      expect.unreachable('the transaction is rolled back');
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    } finally {
      await database.close();
    }
  });

  it('shows its history as sent when it happened, never as recorded offline', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        if ((await seedDemo(tx)) === 'exists') throw new Error('the demo tenant was already there');
        const rows = await tx
          .select({ timestamp: activities.timestamp, receivedAt: activities.receivedAt })
          .from(activities)
          .innerJoin(clients, eq(clients.id, activities.clientId))
          .where(eq(clients.name, DEMO_CLIENT));
        expect(rows.length).toBeGreaterThan(100);
        const late = rows.filter((row) =>
          syncedLateAt(row.timestamp?.toISOString(), row.receivedAt.toISOString()),
        );
        expect(late).toEqual([]);
        tx.rollback();
      });
      expect.unreachable('the transaction is rolled back');
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    } finally {
      await database.close();
    }
  });
});
