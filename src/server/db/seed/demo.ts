import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/connect.ts';
import {
  activities,
  clients,
  locations,
  locationTypes,
  marinas,
  meterReadings,
  permissions,
  shiftQuestions,
  shifts,
  users,
} from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import type { PhotoStorage } from '#server/storage/photo-storage.ts';
import {
  DEMO_CLIENT,
  DEMO_COMMENTS,
  DEMO_LOCATION_TYPES,
  DEMO_MARINAS,
  DEMO_QUESTIONS,
  DEMO_USERS,
  type DemoMarina,
} from './demo-data.ts';
import { demoFix, seedDemoPlan } from './demo-plan.ts';
import { seedDemoSafety } from './demo-safety.ts';
import { seedDemoTours, type TourWalker } from './demo-tours.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

type Tx = Executor;
const HOUR = 3600_000;

/** Demo history reached the server as it happened: none of it reads 'Recorded offline'. */
const sentAt = (when: Date) => ({ timestamp: when, receivedAt: when });

/** A small deterministic pseudo-random sequence, so the demo looks the same every time. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function seedMarina(tx: Tx, clientId: number, spec: DemoMarina, types: Map<string, number>) {
  const [marina] = await tx
    .insert(marinas)
    .values({
      clientId,
      name: spec.name,
      location: spec.location,
      description: spec.description,
      timeZone: spec.timeZone,
    })
    .returning({ id: marinas.id });
  const marinaId = marina!.id;
  const add = async (name: string, type: string, parentId: number | null, extra: object = {}) => {
    const [row] = await tx
      .insert(locations)
      .values({ clientId, marinaId, name, typeId: types.get(type)!, parentId, ...extra })
      .returning({ id: locations.id });
    return row!.id;
  };
  const slips: { id: number; name: string }[] = [];
  const patrolPoints: { id: number; name: string }[] = [];
  for (const dock of spec.docks) {
    const dockId = await add(dock.name, 'dock', null, {
      hasOccupancy: true,
      description: `${dock.slipPairs * 2} slips`,
    });
    patrolPoints.push({ id: dockId, name: dock.name });
    for (let n = 1; n <= dock.slipPairs; n++) {
      for (const side of ['L', 'R']) {
        const name = `${dock.letter}-${String(n).padStart(2, '0')}${side}`;
        const status = n === 2 && side === 'R' ? 'maintenance' : n % 3 === 0 ? 'occupied' : 'active';
        slips.push({ id: await add(name, 'slip', dockId, { status }), name });
      }
    }
  }
  for (const name of spec.buildings) patrolPoints.push({ id: await add(name, 'building', null), name });
  for (const name of spec.boathouses) {
    const id = await add(name, 'boathouse', null, { hasOccupancy: true });
    patrolPoints.push({ id, name });
    for (let n = 1; n <= 4; n++) {
      const slipName = `${name.split(' ')[0]}-${n}`;
      slips.push({ id: await add(slipName, 'slip', id), name: slipName });
    }
  }
  for (const name of spec.places) patrolPoints.push({ id: await add(name, 'place', null), name });
  return { marinaId, slips, patrolPoints };
}

async function seedWeek(
  tx: Tx,
  clientId: number,
  staff: { id: number; name: string },
  site: Awaited<ReturnType<typeof seedMarina>>,
  random: () => number,
  at: Date,
) {
  const now = at.getTime();
  const rows: (typeof activities.$inferInsert)[] = [];
  for (let day = 7; day >= 1; day--) {
    const start = new Date(now - day * 24 * HOUR - 6 * HOUR);
    const [shift] = await tx
      .insert(shifts)
      .values({
        clientId,
        marinaId: site.marinaId,
        userId: staff.id,
        startTime: start,
        endTime: new Date(start.getTime() + 8 * HOUR),
      })
      .returning({ id: shifts.id });
    for (let round = 0; round < 3; round++) {
      for (const point of site.patrolPoints) {
        rows.push({
          clientId,
          marinaId: site.marinaId,
          locationId: point.id,
          type: 'patrol_check',
          userId: staff.id,
          shiftId: shift!.id,
          staffName: staff.name,
          comment: 'Automatic check-in via QR/NFC',
          ...demoFix(point.name, random),
          gpsAccuracy: (4 + random() * 12).toFixed(2),
          ...sentAt(new Date(start.getTime() + (round * 2.5 + random() * 2) * HOUR)),
        });
      }
    }
    const point = site.patrolPoints[Math.floor(random() * site.patrolPoints.length)]!;
    rows.push({
      clientId,
      marinaId: site.marinaId,
      locationId: point.id,
      type: 'comment',
      userId: staff.id,
      shiftId: shift!.id,
      staffName: staff.name,
      comment: DEMO_COMMENTS[day % DEMO_COMMENTS.length]!,
      ...sentAt(new Date(start.getTime() + 3 * HOUR)),
    });
  }
  await tx.insert(activities).values(rows);
}

async function seedMeterReadings(
  tx: Tx,
  clientId: number,
  staffId: number,
  site: Awaited<ReturnType<typeof seedMarina>>,
  random: () => number,
  at: Date,
) {
  const now = at.getTime();
  for (const [i, slip] of site.slips.slice(0, 12).entries()) {
    let value = 1200 + i * 137.5;
    for (let week = 4; week >= 1; week--) {
      value += 40 + random() * 60;
      const when = new Date(now - week * 7 * 24 * HOUR + i * 60_000);
      const [activity] = await tx
        .insert(activities)
        .values({
          clientId,
          marinaId: site.marinaId,
          locationId: slip.id,
          type: 'meter_read',
          userId: staffId,
          comment: 'Meter reading (power)',
          ...sentAt(when),
        })
        .returning({ id: activities.id });
      await tx.insert(meterReadings).values({
        clientId,
        marinaId: site.marinaId,
        activityId: activity!.id,
        locationId: slip.id,
        meterType: 'power',
        reading: value.toFixed(3),
        transcribedAt: when,
        createdAt: when,
        receivedAt: when,
      });
    }
  }
}

/**
 * Creates the demo tenant and returns its logins (one-time random passwords). Its history is the
 * week before `now`.
 */
export async function seedDemo(
  db: Db,
  now = new Date(),
  options: { photos?: PhotoStorage } = {},
): Promise<DemoLogin[] | 'exists'> {
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  if (existing.length > 0) return 'exists';
  const logins = DEMO_USERS.map((u) => ({
    role: u.key,
    email: u.email,
    password: randomBytes(9).toString('base64url'),
  }));
  const hashes = await Promise.all(logins.map((l) => hashPassword(l.password)));
  const random = sequence(42);
  await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ name: DEMO_CLIENT, contactEmail: 'office@bayside.example' })
      .returning({ id: clients.id, guid: clients.guid });
    const clientId = client!.id;
    const typeRows = await tx
      .insert(locationTypes)
      .values(DEMO_LOCATION_TYPES.map((name) => ({ clientId, name })))
      .returning({ id: locationTypes.id, name: locationTypes.name });
    const types = new Map(typeRows.map((t) => [t.name, t.id]));
    const sites = [];
    for (const spec of DEMO_MARINAS) sites.push(await seedMarina(tx, clientId, spec, types));
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u, i) => ({
          clientId,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash: hashes[i]!,
        })),
      )
      .returning({ id: users.id });
    const [owner, manager, guard, operator] = userRows.map((u) => u.id) as [number, number, number, number];
    await tx.insert(permissions).values([
      // The owner is a client admin (no marina: all of them); only the operator is super_admin.
      { clientId, userId: owner, permissionType: 'admin' },
      { clientId, userId: operator, permissionType: 'super_admin' },
      { clientId, userId: manager, permissionType: 'admin', marinaId: sites[0]!.marinaId },
      { clientId, userId: manager, permissionType: 'marina_access', marinaId: sites[0]!.marinaId },
      ...sites.map((s) => ({
        clientId,
        userId: guard,
        permissionType: 'marina_access' as const,
        marinaId: s.marinaId,
      })),
    ]);
    await tx.insert(shiftQuestions).values(DEMO_QUESTIONS.map((q, i) => ({ clientId, ...q, sortOrder: i })));
    const guardName = `${DEMO_USERS[2].firstName} ${DEMO_USERS[2].lastName}`;
    for (const site of sites) {
      await seedWeek(tx, clientId, { id: guard, name: guardName }, site, random, now);
      await seedMeterReadings(tx, clientId, guard, site, random, now);
    }
    const walkers = Object.fromEntries(
      DEMO_USERS.map((u, i) => [u.key, { id: userRows[i]!.id, name: `${u.firstName} ${u.lastName}` }]),
    ) as Record<(typeof DEMO_USERS)[number]['key'], TourWalker>;
    const first = sites[0]!;
    await seedDemoTours(
      tx,
      {
        clientId,
        marinaId: first.marinaId,
        timeZone: DEMO_MARINAS[0]!.timeZone,
        locations: new Map([...first.slips, ...first.patrolPoints].map((l) => [l.name, l.id])),
        walkers,
      },
      now,
      random,
    );
    await seedDemoSafety(
      tx,
      { clientId, marinaId: first.marinaId, guard: walkers.staff, manager: walkers.admin },
      now,
    );
    await seedDemoPlan(tx, options.photos, {
      clientId,
      clientGuid: client!.guid,
      marinaId: first.marinaId,
      locations: new Map([...first.slips, ...first.patrolPoints].map((l) => [l.name, l.id])),
    });
  });
  return logins;
}

export function writeDemoLogins(dataDir: string, logins: DemoLogin[]): string {
  const file = join(dataDir, 'demo-logins.txt');
  const lines = logins.map((l) => `${l.role.padEnd(12)} ${l.email.padEnd(26)} ${l.password}`);
  writeFileSync(
    file,
    `Dockwatch demo logins (one-time passwords, generated at first start)\n${lines.join('\n')}\n`,
    { mode: 0o600 },
  );
  return file;
}
