import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { PLAN_LIMITS } from '#core/site-plans/site-plan.schema.ts';
import type { Db } from '#server/db/connect.ts';
import {
  checklistInstances,
  clients,
  marinas,
  meterImages,
  notifications,
  safetyAlerts,
  shiftAnswers,
  shifts,
  sitePlans,
} from '#server/db/schema/index.ts';
import { createPasswordLink } from '#server/modules/account/password-links.service.ts';
import { softDeleteTour } from '#server/modules/tours/tours.queries.ts';
import type { AuthContext } from '#server/plugins/auth-context.ts';
import { SESSION_COOKIE } from '#server/plugins/session.ts';
import { createUploadToken } from '#server/storage/upload-token.ts';
import { addTestUser } from './backend-factories.ts';
import {
  createChecklistTemplate,
  createOccupancyChecklistRow,
  createOccupancyDock,
} from './checklist-factories.ts';
import { createTenant, loginAs, nextTestIp, type TestTenant, type TestUser } from './factories.ts';
import { tinyJpeg } from './image-fixtures.ts';
import { createIssueRow } from './issue-factories.ts';
import { createLocation, createLocationType, type TestRow } from './location-factories.ts';
import { addMeterActivity, addReading } from './meter-factories.ts';
import { addQuestion } from './question-factories.ts';
import { createRunRow, createTourRow } from './tour-factories.ts';

/**
 * The people every route is tried as: signed out; staff of marina 0; staff of marina 1 (same
 * client); admin of marina 0; admin of another client; super_admin; super_admin of another client.
 */
export const PERSONAS = [
  'out',
  'staff',
  'staffOther',
  'admin',
  'otherAdmin',
  'superAdmin',
  'otherSuper',
] as const;
export type Persona = (typeof PERSONAS)[number];
/** Personas of the other client: every attempt on the tested tenant's objects is a cross-tenant one. */
export const FOREIGN: readonly Persona[] = ['otherAdmin', 'otherSuper'];

let counter = 0;
/** How many of the tours it made an ApiWorld keeps live (fresh.tour). */
const FRESH_TOURS_KEPT = 5;
const unique = (label: string) => `${label} ${++counter} ${randomUUID().slice(0, 6)}`;

/**
 * Two clients (createTenant twice) and builders for real objects of the tested tenant (client A,
 * marina 0). Every builder makes a fresh object, so a route that deletes or changes one never
 * changes what the next persona or run sees. Every guid made here is in `tenantGuids`.
 */
export async function createApiWorld(app: FastifyInstance, db: Db) {
  const a = await createTenant(db, 'Tested');
  const b = await createTenant(db, 'Other');
  const users: Record<Exclude<Persona, 'out'>, TestUser> = {
    staff: a.staff,
    staffOther: a.staffOther,
    admin: a.admin,
    superAdmin: a.superAdmin,
    otherAdmin: b.admin,
    otherSuper: b.superAdmin,
  };
  const m0 = a.marinas[0]!;
  const scope = { clientId: a.clientId, marinaId: m0.id };
  const tenantGuids = new Set<string>([a.clientGuid, ...a.marinas.map((m) => m.guid)]);
  for (const u of [a.staff, a.staffOther, a.admin, a.superAdmin]) tenantGuids.add(u.guid);
  const track = <T extends { guid: string }>(row: T): T => {
    tenantGuids.add(row.guid);
    return row;
  };
  const type = track(await createLocationType(db, a.clientId, 'Slip'));
  const locationOf = async (name = unique('Slip')): Promise<TestRow> =>
    track(await createLocation(db, scope, { name, typeId: type.id }));
  const shiftOf = async (user: TestUser) => {
    const [row] = await db
      .insert(shifts)
      .values({ ...scope, userId: user.id, endTime: new Date() })
      .returning({ id: shifts.id, guid: shifts.guid });
    return track(row!);
  };
  const question = async () => track(await addQuestion(db, { clientId: a.clientId, marinaId: m0.id }));

  /** Uploads a photo through the signed URL and returns its guid (a file of client A). */
  const uploadPhoto = async () => {
    const guid = randomUUID();
    const response = await app.inject({ method: 'PUT', ...photoUpload(guid), payload: tinyJpeg() });
    if (response.statusCode !== 201) throw new Error(`photo upload failed: ${response.body}`);
    return track({ guid });
  };
  const photoUpload = (guid: string) => ({
    url: `/img/${guid}?token=${createUploadToken(app.config.sessionSecret, guid, a.clientGuid)}`,
    headers: { 'content-type': 'image/jpeg' },
  });

  const freshTours: number[] = [];
  const fresh = {
    guid: () => randomUUID(),
    name: unique,
    location: () => locationOf(),
    locationType: async () => track(await createLocationType(db, a.clientId, unique('Type'))),
    issue: async () => track(await createIssueRow(db, scope, { locationId: (await locationOf()).id })),
    template: async () =>
      track(
        await createChecklistTemplate(db, a.clientId, {
          name: unique('Rounds'),
          items: ['Gate'],
          marinaId: m0.id,
        }),
      ),
    instance: async () => {
      const template = await fresh.template();
      const [row] = await db
        .insert(checklistInstances)
        .values({ ...scope, checklistId: template.id, userId: a.staff.id, staffName: 'Staff' })
        .returning({ guid: checklistInstances.guid });
      return track(row!);
    },
    dock: async () => {
      const dock = await createOccupancyDock(db, scope, unique('Dock'), 2);
      track(dock.dock);
      for (const slip of dock.slips) track(slip);
      return dock;
    },
    occupancyChecklist: async () => {
      const dock = await fresh.dock();
      const checklist = track(await createOccupancyChecklistRow(db, scope, dock.dock.id));
      return { ...dock, checklist };
    },
    /** A meter_read activity of staff, without a reading yet. */
    meterActivity: async () =>
      track(await addMeterActivity(db, scope, (await locationOf()).id, { userId: a.staff.id })),
    /** A reading staff recorded (with its activity). */
    reading: async () => {
      const reading = await addReading(db, scope, (await locationOf()).id, '100.5', new Date(), {
        userId: a.staff.id,
      });
      tenantGuids.add(reading.activityGuid);
      return track(reading);
    },
    photo: uploadPhoto,
    photoUpload,
    /** An ended shift of staff (ended: a user may hold only one active shift). */
    staffShift: () => shiftOf(a.staff),
    question,
    answer: async () => {
      const shift = await shiftOf(a.staff);
      const q = await question();
      const [row] = await db
        .insert(shiftAnswers)
        .values({ clientId: a.clientId, shiftId: shift.id, questionId: q.id, answerText: 'Calm' })
        .returning({ guid: shiftAnswers.guid });
      return track(row!);
    },
    user: async () => track(await addTestUser(db, a.clientId, 'fresh')),
    client: async () => {
      const [row] = await db
        .insert(clients)
        .values({ name: unique('Client') })
        .returning({ guid: clients.guid });
      return track(row!);
    },
    marina: async () => {
      const [row] = await db
        .insert(marinas)
        .values({ clientId: a.clientId, name: unique('Marina') })
        .returning({ guid: marinas.guid });
      return track(row!);
    },
    /**
     * A tour of marina 0 over two fresh locations. A marina holds at most TOURS_PER_MARINA_MAX live
     * tours (issue 30), and one file's checks make a hundred: each request is made on a tour of its
     * own, so the tours made before the last FRESH_TOURS_KEPT are deleted (as the app deletes a
     * tour), and creates through the API still find room.
     */
    tour: async () => {
      const tour = track(
        await createTourRow(db, scope, {
          name: unique('Tour'),
          locationIds: [(await locationOf()).id, (await locationOf()).id],
        }),
      );
      freshTours.push(tour.id);
      const done = freshTours.splice(0, Math.max(0, freshTours.length - FRESH_TOURS_KEPT));
      for (const id of done) await softDeleteTour(db, id);
      return tour;
    },
    /** A run of a fresh tour that began a minute ago. */
    run: async () => track(await createRunRow(db, scope, (await fresh.tour()).id)),
    /** An unread notification of the admin of marina 0, about marina 0 (alerts are for admins). */
    /**
     * A site plan of marina 0 on an uploaded photo. A marina holds at most PLAN_LIMITS.plansPerMarina
     * plans, and one file's checks make dozens: the oldest of marina 0 go first (planRoom), so
     * creates through the API still find room.
     */
    plan: async () => {
      await fresh.planRoom();
      const photo = await uploadPhoto();
      const [row] = await db
        .insert(sitePlans)
        .values({
          ...scope,
          name: unique('Plan'),
          photoGuid: photo.guid,
          contentType: 'image/jpeg',
          byteSize: tinyJpeg().length,
          width: 1,
          height: 1,
        })
        .returning({ id: sitePlans.id, guid: sitePlans.guid });
      return track(row!);
    },
    /** Room for one more plan in marina 0: its oldest plans deleted down to half the limit. */
    planRoom: async () => {
      const rows = await db
        .select({ id: sitePlans.id })
        .from(sitePlans)
        .where(eq(sitePlans.marinaId, m0.id))
        .orderBy(desc(sitePlans.id));
      const old = rows.slice(PLAN_LIMITS.plansPerMarina / 2).map((r) => r.id);
      if (old.length) await db.delete(sitePlans).where(inArray(sitePlans.id, old));
    },
    adminNotification: async () => {
      const [row] = await db
        .insert(notifications)
        .values({ ...scope, userId: a.admin.id, kind: 'test', title: 'Test alert', dedupeKey: randomUUID() })
        .returning({ guid: notifications.guid });
      return track(row!);
    },
    /** A safety alert staff raised at marina 0; acknowledged by the admin when asked. */
    alert: async ({ acknowledged = false } = {}) => {
      const [row] = await db
        .insert(safetyAlerts)
        .values({
          ...scope,
          kind: 'sos',
          raisedByUserId: a.staff.id,
          raisedByName: 'Staff',
          ...(acknowledged
            ? {
                state: 'acknowledged',
                acknowledgedAt: new Date(),
                acknowledgedByUserId: a.admin.id,
                acknowledgedByName: 'Admin',
              }
            : {}),
        })
        .returning({ guid: safetyAlerts.guid });
      return track(row!);
    },
    /** A one-time set-password token for a fresh user of client A. */
    passwordToken: async () => {
      const user = await fresh.user();
      const link = await createPasswordLink(db, { userId: -1 } as AuthContext, user.guid);
      return new URL(link.url, 'http://x').searchParams.get('token')!;
    },
  };

  // Shared, read-only objects: a location, an issue of it, a photo.
  const location = await locationOf('D-1');
  const photo = await uploadPhoto();
  // Registered as a meter photo of marina 0: only a photo some record names is served.
  await db.insert(meterImages).values({
    guid: photo.guid,
    clientId: a.clientId,
    marinaId: m0.id,
    locationId: location.id,
    meterType: 'water',
    byteSize: tinyJpeg().length,
  });

  return { a, b, users, m0, type, location, photo, fresh, tenantGuids, session: sessions(app, users) };
}

export type ApiWorld = Awaited<ReturnType<typeof createApiWorld>>;

/**
 * inject() as a persona. Each persona signs in once; a response that sets or clears the session
 * cookie (sign-in, sign-out) ends that cached session, so the persona signs in again next time.
 * Call `cookieOf` before taking a "before" checksum: signing in writes to the database.
 */
function sessions(app: FastifyInstance, users: Record<Exclude<Persona, 'out'>, TestUser>) {
  const cookies = new Map<Persona, string>();
  const cookieOf = async (persona: Persona): Promise<string | undefined> => {
    if (persona === 'out') return undefined;
    let cookie = cookies.get(persona);
    if (!cookie) {
      cookie = await loginAs(app, users[persona]);
      cookies.set(persona, cookie);
    }
    return cookie;
  };
  const send = async (persona: Persona, options: InjectOptions): Promise<LightMyRequestResponse> => {
    const cookie = await cookieOf(persona);
    const headers = { ...options.headers, ...(cookie ? { cookie } : {}) };
    // An address of its own: on PostgreSQL every test file shares one login_failures table, and
    // failed sign-ins from other files must not rate-limit this one (127.0.0.1 for all otherwise).
    const response = await app.inject({ remoteAddress: nextTestIp(), ...options, headers });
    if (response.cookies.some((c) => c.name === SESSION_COOKIE)) cookies.delete(persona);
    return response;
  };
  return { cookieOf, send };
}

export type { TestTenant };
