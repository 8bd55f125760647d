import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { isClientAdmin, isSuperAdmin } from '#core/auth/permissions.ts';
import { syncedLateAt } from '#core/common/synced-late.ts';
import { fitPlanTransform, metresFromPin } from '#core/site-plans/plan-transform.ts';
import type { Executor } from '#server/db/connect.ts';
import {
  activities,
  clients,
  locations,
  marinas,
  permissions,
  safetyAlertEvents,
  safetyAlerts,
  sitePlanPins,
  sitePlans,
  tourCheckpoints,
  tourRuns,
  tours,
  users,
} from '#server/db/schema/index.ts';
import { findUserByEmail, loadUserWithPermissions } from '#server/modules/auth/auth.queries.ts';
import { listRuns } from '#server/modules/tours/runs.service.ts';
import type { AuthContext, MarinaCaller } from '#server/plugins/auth-context.ts';
import { requireMarinaAccess } from '#server/plugins/guards.ts';
import { DiskPhotoStorage } from '#server/storage/disk.ts';
import { openTestDatabase } from '#server/test/build-test-app.ts';
import { type DemoLogin, seedDemo } from './demo.ts';
import { DEMO_CLIENT } from './demo-data.ts';

const OWNER = 'owner@bayside.example';
const OPERATOR = 'operator@bayside.example';
const GUARD = 'guard@bayside.example';
const DAY = 86_400_000;

/** A caller signed in as this user (what the session plugin loads), in the marina named. */
async function callerIn(tx: Executor, email: string, marinaName: string): Promise<MarinaCaller> {
  const found = await findUserByEmail(tx, email);
  const { id, disabledAt: _disabled, ...user } = (await loadUserWithPermissions(tx, found!.id))!;
  const auth: AuthContext = { ...user, userId: id, sessionId: 'demo-test' };
  const [marina] = await tx
    .select({ guid: marinas.guid })
    .from(marinas)
    .where(and(eq(marinas.clientId, user.clientId), eq(marinas.name, marinaName)));
  const caller = { db: tx, auth };
  return { ...caller, scope: await requireMarinaAccess(caller, marina!.guid) };
}

interface SeededDemo {
  tx: Executor;
  logins: DemoLogin[];
  now: Date;
}

/**
 * The demo seeded once at `at` (default: when first asked) for every test that asks, in a
 * transaction rolled back after the file's tests (the shared PostgreSQL keeps none). Seeding is
 * most of this file's time; its tests only read.
 */
function seededDemo(at?: string): () => Promise<SeededDemo> {
  let seeded: Promise<SeededDemo> | undefined;
  let release = () => {};
  let finished: Promise<void> = Promise.resolve();
  afterAll(async () => {
    release();
    await finished;
  });
  return () => {
    seeded ??= (async () => {
      const database = await openTestDatabase();
      const now = at ? new Date(at) : new Date();
      photos = new DiskPhotoStorage(mkdtempSync(join(tmpdir(), 'demo-photos-')), 'demo-test-secret');
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Promise<SeededDemo>((resolve, reject) => {
        finished = database.db
          .transaction(async (tx) => {
            const logins = await seedDemo(tx, now, { photos });
            if (logins === 'exists') throw new Error('the demo tenant was already there');
            resolve({ tx, logins, now });
            await held;
            tx.rollback();
          })
          .then(
            () => reject(new Error('the transaction is rolled back')),
            (error: unknown) => {
              if (!(error instanceof TransactionRollbackError)) reject(error);
            },
          )
          .finally(() => database.close());
      });
    })();
    return seeded;
  };
}

const today = seededDemo();
const acrossClockChange = seededDemo('2026-11-03T16:37:00Z');

/** Runs `check` on the demo seeded today. */
async function inRolledBackDemo(check: (tx: Executor, logins: DemoLogin[]) => Promise<void>) {
  const { tx, logins } = await today();
  await check(tx, logins);
}

/** Where the demo seeded today keeps its plan's picture. */
let photos: DiskPhotoStorage;

describe('demo data', () => {
  it("draws the first marina on its plan: its locations pinned, tied to GPS, and its check-ins' fixes by their pins", async () => {
    await inRolledBackDemo(async (tx) => {
      const [plan] = await tx
        .select()
        .from(sitePlans)
        .innerJoin(marinas, eq(marinas.id, sitePlans.marinaId))
        .where(eq(marinas.name, 'Bayside Marina'));
      expect(plan!.site_plans).toMatchObject({ width: 1200, height: 900, contentType: 'image/png' });
      expect(plan!.site_plans.calibration).toHaveLength(3);
      const clientGuid = (
        await tx.select({ guid: clients.guid }).from(clients).where(eq(clients.name, DEMO_CLIENT))
      )[0]!.guid;
      expect(await photos.read(clientGuid, plan!.site_plans.photoGuid)).toBeDefined();
      const pins = await tx.select().from(sitePlanPins).where(eq(sitePlanPins.planId, plan!.site_plans.id));
      expect(pins.length).toBeGreaterThanOrEqual(15);
      // A check-in's fix is within a few metres of its location on the plan.
      const fit = fitPlanTransform(plan!.site_plans.calibration!, plan!.site_plans);
      if (!fit.ok) throw new Error('the demo plan is not tied to GPS');
      const [checkIn] = await tx
        .select({
          lat: activities.gpsLatitude,
          lon: activities.gpsLongitude,
          locationId: activities.locationId,
        })
        .from(activities)
        .innerJoin(sitePlanPins, eq(sitePlanPins.locationId, activities.locationId))
        .where(and(eq(activities.type, 'patrol_check'), eq(sitePlanPins.planId, plan!.site_plans.id)))
        .limit(1);
      const pin = pins.find((p) => p.locationId === checkIn!.locationId)!;
      const fix = { latitude: Number(checkIn!.lat), longitude: Number(checkIn!.lon) };
      expect(metresFromPin(fit.transform, fix, pin)).toBeLessThan(10);
    });
  });

  it('puts the demo marinas on their real clocks (decision 0026)', async () => {
    await inRolledBackDemo(async (tx) => {
      const zones = await tx
        .select({ name: marinas.name, timeZone: marinas.timeZone })
        .from(marinas)
        .innerJoin(clients, eq(clients.id, marinas.clientId))
        .where(eq(clients.name, DEMO_CLIENT));
      expect(zones.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'Bayside Marina', timeZone: 'America/New_York' },
        { name: 'Harbor Point Marina', timeZone: 'America/New_York' },
      ]);
    });
  });

  it('has timed safety checks on at Bayside and one SOS, answered by its manager and resolved (issue 33)', async () => {
    await inRolledBackDemo(async (tx) => {
      const rows = await tx
        .select({ name: marinas.name, safety: marinas.safety, marinaId: marinas.id })
        .from(marinas)
        .innerJoin(clients, eq(clients.id, marinas.clientId))
        .where(eq(clients.name, DEMO_CLIENT))
        .orderBy(asc(marinas.name));
      expect(rows.map((row) => [row.name, row.safety.checkIntervalMinutes])).toEqual([
        ['Bayside Marina', 60],
        ['Harbor Point Marina', null],
      ]);
      const alerts = await tx.select().from(safetyAlerts).where(eq(safetyAlerts.marinaId, rows[0]!.marinaId));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        kind: 'sos',
        state: 'resolved',
        raisedByName: 'Sam Carter',
        acknowledgedByName: 'Marcus Reyes',
        nextStepAt: null,
      });
      const events = await tx
        .select({ type: safetyAlertEvents.type })
        .from(safetyAlertEvents)
        .where(eq(safetyAlertEvents.alertId, alerts[0]!.id))
        .orderBy(asc(safetyAlertEvents.id));
      expect(events.map((event) => event.type)).toEqual(['raised', 'notified', 'acknowledged', 'resolved']);
    });
  });

  // In a transaction that is rolled back: the shared PostgreSQL test database keeps no demo tenant.
  it("makes the client's owner a client admin of exactly its client, and a separate operator the only super_admin", async () => {
    await inRolledBackDemo(async (tx, logins) => {
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
    });
  });

  it('shows its history as sent when it happened, never as recorded offline', async () => {
    await inRolledBackDemo(async (tx) => {
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
    });
  });

  // Now, as at a start, and a week across the autumn clock change (a night with an extra hour).
  it.each([
    ['now', today],
    ['across a clock change', acrossClockChange],
  ])(
    'walks two tours over the last week: judged runs of every verdict, read back as judged (%s; issue 17 item 7)',
    async (_when, demo) => {
      const { tx, now } = await demo();
      const caller = await callerIn(tx, GUARD, 'Bayside Marina');
      const { marinaId } = caller.scope;

      const checkpoints = await tx
        .select({ tour: tours.name, ordered: tours.ordered, location: locations.name })
        .from(tours)
        .innerJoin(tourCheckpoints, eq(tourCheckpoints.tourId, tours.id))
        .innerJoin(locations, eq(locations.id, tourCheckpoints.locationId))
        .where(eq(tours.marinaId, marinaId))
        .orderBy(asc(tours.name), asc(tourCheckpoints.position));
      const of = (tour: string) => checkpoints.filter((c) => c.tour === tour);
      expect([...new Set(checkpoints.map((c) => c.tour))]).toEqual(['Morning gate check', 'Night round']);
      expect(of('Night round').map((c) => c.location)).toEqual([
        'A-01L',
        'A-06R',
        'B-01L',
        'B-05R',
        'C-01L',
        'C-04R',
        'North-2',
      ]);
      expect(of('Night round')[0]!.ordered).toBe(true);
      expect(of('Morning gate check').map((c) => [c.location, c.ordered])).toEqual([
        ['Main Gate', false],
        ['Boat Ramp', false],
        ['Marina Office', false],
      ]);

      const stored = await tx
        .select()
        .from(tourRuns)
        .where(eq(tourRuns.marinaId, marinaId))
        .orderBy(asc(tourRuns.windowStart));
      // Seven nights of four rounds and the weekday mornings of the week, all closed and judged.
      expect(stored.length).toBeGreaterThanOrEqual(26 + 4);
      for (const run of stored) {
        expect(run.windowStart.getTime()).toBeGreaterThanOrEqual(now.getTime() - 7 * DAY);
        expect(run.windowEnd.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(run.judgedAt).toEqual(run.windowEnd);
        expect(run.startCheckedAt).toEqual(run.startDueAt);
      }
      const statuses = new Set(stored.map((r) => r.status));
      for (const verdict of ['completed', 'incomplete', 'missed']) expect(statuses).toContain(verdict);
      expect(stored.filter((r) => r.status === 'missed').every((r) => r.startOverdue)).toBe(true);

      // The app reads them as judged: computed from the check-ins at read time, they agree.
      const { items: listed, nextCursor } = await listRuns(
        caller,
        {
          marinaId: caller.scope.marinaGuid,
          from: new Date(now.getTime() - 8 * DAY).toISOString(),
          to: now.toISOString(),
        },
        now,
      );
      expect(nextCursor).toBeNull();
      expect(listed).toHaveLength(stored.length);
      const storedStatus = new Map(stored.map((r) => [r.guid, r.status]));
      for (const run of listed) expect(run.status).toBe(storedStatus.get(run.guid));
      const counted = (status: string) => listed.filter((r) => r.status === status);
      for (const run of counted('completed')) expect(run.progress.scanned).toBe(run.progress.total);
      for (const run of counted('missed')) expect(run.progress.scanned).toBe(0);
      for (const run of counted('incomplete')) {
        expect(run.exceptions.missed + run.exceptions.late).toBeGreaterThan(0);
      }
      const night = listed.filter((r) => r.tourName === 'Night round');
      expect(night.reduce((sum, r) => sum + r.exceptions.outOfOrder, 0)).toBe(1);
      expect(night.reduce((sum, r) => sum + r.exceptions.late, 0)).toBe(1);
    },
  );
});
