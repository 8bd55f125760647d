import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { photoRoute } from '#core/api/plain-routes.ts';
import { sitePlansApi } from '#core/site-plans/site-plans.api.ts';
import { activities, locations } from '#server/db/schema/index.ts';
import { usedPhotoBytes } from '#server/modules/photos/photo-quota.queries.ts';
import { createUploadToken } from '#server/storage/upload-token.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { tinyJpeg, tinyPng } from '#server/test/image-fixtures.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createIssueRow } from '#server/test/issue-factories.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { createRunRow, createTourRow } from '#server/test/tour-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let slips: { guid: string; id: number }[];
/** A location of the tenant's second marina. */
let elsewhere: { guid: string };

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  inject = injectFor(t.app);
  const type = await createLocationType(db, tenant.clientId, 'Slip');
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  slips = [
    await createLocation(db, scope, { name: 'A-01', typeId: type.id }),
    await createLocation(db, scope, { name: 'A-02', typeId: type.id }),
    await createLocation(db, scope, { name: 'A-03', typeId: type.id }),
  ];
  elsewhere = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id },
    { name: 'B-01', typeId: type.id },
  );
});
afterAll(() => t.close());

/** Uploads an image as a phone does (PUT to its signed URL) and answers its guid. */
async function upload(bytes: Buffer, type = 'image/png', client = tenant): Promise<string> {
  const guid = randomUUID();
  const token = createUploadToken(t.app.config.sessionSecret, guid, client.clientGuid);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/img/${guid}?token=${token}`,
    headers: { 'content-type': type },
    payload: bytes,
  });
  expect(response.statusCode).toBe(201);
  return guid;
}

const marina0 = () => tenant.marinas[0]!.guid;
const create = (body: object, as: TestUser = tenant.admin, marina = marina0()) =>
  inject(sitePlansApi.create, { params: { guid: marina }, body: body as never }, { as });
const update = (guid: string, body: object, as: TestUser = tenant.admin) =>
  inject(sitePlansApi.update, { params: { guid }, body: body as never }, { as });
const calibrate = (guid: string, points: object[]) =>
  inject(sitePlansApi.calibrate, { params: { guid }, body: { points } as never }, { as: tenant.admin });

// Three spots of a 2000 × 1500 plan north up at 0.25 m a pixel, around Annapolis harbour.
const metresPerDegree = 111_195;
const spot = (x: number, y: number) => ({
  x,
  y,
  gpsLatitude: 38.9784 - ((y - 0.5) * 1500 * 0.25) / metresPerDegree,
  gpsLongitude:
    -76.4922 + ((x - 0.5) * 2000 * 0.25) / (metresPerDegree * Math.cos((38.9784 * Math.PI) / 180)),
});

async function newPlan(name = 'Docks', size = { width: 2000, height: 1500 }) {
  const response = await create({ guid: randomUUID(), name, photoId: await upload(tinyPng(size)) });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe(routeKey(sitePlansApi.create), () => {
  it("keeps a plan with its image's size read from the file; the same guid again is the same plan", async () => {
    const before = await usedPhotoBytes(t.database.db, tenant.clientId);
    const body = {
      guid: randomUUID(),
      name: ' Docks A–C ',
      photoId: await upload(tinyPng({ width: 2400, height: 1600 })),
    };
    const made = await create(body);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      guid: body.guid,
      marinaId: marina0(),
      name: 'Docks A–C',
      photoId: body.photoId,
      imageUrl: `/img/${body.photoId}?plan=1`,
      width: 2400,
      height: 1600,
      pins: [],
      calibration: null,
    });
    expect(await usedPhotoBytes(t.database.db, tenant.clientId)).toBeGreaterThan(before);
    const again = await create(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().guid).toBe(body.guid);
    // The image is served to the marina's staff, as a record's photo.
    const image = await inject(photoRoute, { params: { guid: body.photoId } }, { as: tenant.staff });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses an image that is not uploaded, not a PNG or JPEG, or another record, naming body.photoId', async () => {
    const missing = await create({ name: 'Gone', photoId: randomUUID() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body.photoId');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(16),
    ]);
    const notPlan = await create({ name: 'WebP', photoId: await upload(webp, 'image/webp') });
    expect(notPlan.statusCode).toBe(415);
    expect(notPlan.json().message).toBe('body.photoId: a plan must be a PNG or JPEG image');
    const plan = await newPlan('First');
    const taken = await create({ name: 'Second', photoId: plan.photoId });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('body.photoId: the photo belongs to another record');
    const blank = await create({ name: '  ', photoId: await upload(tinyJpeg(), 'image/jpeg') });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('body.name');
  });
});

describe(routeKey(sitePlansApi.update), () => {
  it("pins the marina's locations, keeps them over a new image, and refuses a pin off the picture or elsewhere", async () => {
    const plan = await newPlan();
    const pins = [
      { locationId: slips[0]!.guid, x: 0.25, y: 0.5 },
      { locationId: slips[1]!.guid, x: 0, y: 1 },
    ];
    const pinned = await update(plan.guid, { pins });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().pins).toEqual(pins);
    const renamed = await update(plan.guid, {
      name: 'Docks, 2027',
      photoId: await upload(tinyJpeg({ width: 4000, height: 3000 }), 'image/jpeg'),
    });
    expect(renamed.json()).toMatchObject({ name: 'Docks, 2027', width: 4000, height: 3000, pins });

    for (const [bad, field] of [
      [{ ...pins[0], x: 1.5 }, 'body.pins.0.x'],
      [{ ...pins[0], y: -0.1 }, 'body.pins.0.y'],
      [{ locationId: elsewhere.guid, x: 0.5, y: 0.5 }, 'body.pins.0.locationId'],
      [{ locationId: randomUUID(), x: 0.5, y: 0.5 }, 'body.pins.0.locationId'],
    ] as const) {
      const refused = await update(plan.guid, { pins: [bad] });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().message, field).toContain(field);
    }
    const twice = await update(plan.guid, { pins: [pins[0], { ...pins[0], x: 0.3 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('pins a location twice');
    // Nothing refused changed the plan.
    const [listed] = (await inject(sitePlansApi.list, { params: { guid: marina0() } }, { as: tenant.staff }))
      .json()
      .filter((p: { guid: string }) => p.guid === plan.guid);
    expect(listed.pins).toEqual(pins);
  });

  it("drops a deleted location's pin from the plan", async () => {
    const plan = await newPlan();
    const type = await createLocationType(t.database.db, tenant.clientId, `Buoy ${randomUUID()}`);
    const buoy = await createLocation(
      t.database.db,
      { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
      { name: 'Buoy 7', typeId: type.id },
    );
    await update(plan.guid, { pins: [{ locationId: buoy.guid, x: 0.1, y: 0.1 }] });
    await t.database.db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, buoy.id));
    const plans = (
      await inject(sitePlansApi.list, { params: { guid: marina0() } }, { as: tenant.staff })
    ).json();
    expect(plans.find((p: { guid: string }) => p.guid === plan.guid).pins).toEqual([]);
  });
});

describe(routeKey(sitePlansApi.calibrate), () => {
  it('ties a plan to GPS with three points, says how well they agree, and clears it with none', async () => {
    const plan = await newPlan();
    const points = [spot(0.1, 0.1), spot(0.9, 0.2), spot(0.5, 0.9)];
    const tied = await calibrate(plan.guid, points);
    expect(tied.statusCode).toBe(200);
    expect(tied.json().calibration.points).toHaveLength(3);
    expect(tied.json().calibration.largestResidualMetres).toBeLessThan(0.5);
    expect(tied.json().calibration.residualsMetres).toHaveLength(3);
    const typed = await calibrate(plan.guid, [
      { ...points[0], gpsLatitude: String(points[0]!.gpsLatitude) },
      ...points.slice(1),
    ]);
    expect(typed.statusCode).toBe(200);
    const cleared = await calibrate(plan.guid, []);
    expect(cleared.json().calibration).toBeNull();
  });

  it('refuses points in a line and coordinates off the globe, naming them', async () => {
    const plan = await newPlan();
    const line = await calibrate(plan.guid, [spot(0.1, 0.1), spot(0.5, 0.5), spot(0.9, 0.9)]);
    expect(line.statusCode).toBe(400);
    expect(line.json().message).toContain('body.points');
    const off = await calibrate(plan.guid, [
      { ...spot(0.1, 0.1), gpsLatitude: 91 },
      spot(0.9, 0.2),
      spot(0.5, 0.9),
    ]);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toContain('body.points.0.gpsLatitude');
    const eleven = await calibrate(
      plan.guid,
      Array.from({ length: 11 }, (_, i) => spot(i / 11, ((i * 7) % 11) / 11)),
    );
    expect(eleven.statusCode).toBe(400);
  });
});

describe(routeKey(sitePlansApi.overlay), () => {
  it("draws the night on the plan: each pin's check-ins, open issue, missed checkpoint and last visit, and each fix by its pin", async () => {
    const { db } = t.database;
    const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
    const plan = await newPlan('Night');
    const pins = [
      { locationId: slips[0]!.guid, x: 0.25, y: 0.25 },
      { locationId: slips[1]!.guid, x: 0.75, y: 0.25 },
      { locationId: slips[2]!.guid, x: 0.5, y: 0.75 },
    ];
    await update(plan.guid, { pins });
    await calibrate(plan.guid, [spot(0.1, 0.1), spot(0.9, 0.2), spot(0.5, 0.9)]);
    // Two check-ins at A-01 an hour ago: one on its pin, one 150 m east of it (the fuel dock).
    const atPin = spot(0.25, 0.25);
    const east = spot(0.25 + 150 / (2000 * 0.25), 0.25);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const checkIn = (p: { gpsLatitude: number; gpsLongitude: number }) => ({
      ...scope,
      locationId: slips[0]!.id,
      type: 'patrol_check' as const,
      userId: tenant.staff.id,
      staffName: 'staff Tester',
      timestamp: hourAgo,
      gpsLatitude: p.gpsLatitude.toFixed(8),
      gpsLongitude: p.gpsLongitude.toFixed(8),
      gpsAccuracy: '6.00',
    });
    await db.insert(activities).values([checkIn(atPin), checkIn(east)]);
    await createIssueRow(db, scope, { locationId: slips[1]!.id });
    // A round over A-03 that ended two hours ago with nothing scanned: its checkpoint was missed.
    const tour = await createTourRow(db, scope, {
      name: `Night ${randomUUID()}`,
      locationIds: [slips[2]!.id],
    });
    await createRunRow(db, scope, tour.id, new Date(Date.now() - 3 * 3_600_000));

    const response = await inject(
      sitePlansApi.overlay,
      { params: { guid: plan.guid }, query: {} },
      { as: tenant.staff },
    );
    expect(response.statusCode).toBe(200);
    const overlay = response.json();
    const pin = (i: number) =>
      overlay.pins.find((p: { locationId: string }) => p.locationId === slips[i]!.guid);
    expect(pin(0)).toMatchObject({
      checkIns: 2,
      openIssues: 0,
      missedCheckpoints: 0,
      lastVisitAt: hourAgo.toISOString(),
    });
    expect(pin(1)).toMatchObject({ checkIns: 0, openIssues: 1, missedCheckpoints: 0, lastVisitAt: null });
    expect(pin(2)).toMatchObject({ checkIns: 0, missedCheckpoints: 1 });
    const fixes = [...overlay.fixes].sort((a, b) => a.distanceFromPinMeters - b.distanceFromPinMeters);
    expect(fixes).toHaveLength(2);
    expect(fixes[0]).toMatchObject({ locationId: slips[0]!.guid, accuracyMeters: 6, far: false });
    expect(fixes[0].distanceFromPinMeters).toBeLessThan(1);
    // Within a pixel of the pin (0.25 of 2000 and of 1500 pixels).
    expect(Math.abs(fixes[0].x - 0.25) * 2000).toBeLessThan(1);
    expect(Math.abs(fixes[0].y - 0.25) * 1500).toBeLessThan(1);
    expect(fixes[1].distanceFromPinMeters).toBeGreaterThan(148);
    expect(fixes[1].distanceFromPinMeters).toBeLessThan(152);
    expect(fixes[1].far).toBe(true);

    // A period before all this: nothing in it, the last visit still said; an uncalibrated plan draws no fixes.
    const earlier = await inject(
      sitePlansApi.overlay,
      {
        params: { guid: plan.guid },
        query: {
          from: new Date(Date.now() - 30 * 3_600_000).toISOString(),
          to: new Date(Date.now() - 20 * 3_600_000).toISOString(),
        },
      },
      { as: tenant.staff },
    );
    expect(
      earlier.json().pins.find((p: { locationId: string }) => p.locationId === slips[0]!.guid),
    ).toMatchObject({
      checkIns: 0,
      lastVisitAt: hourAgo.toISOString(),
    });
    expect(earlier.json().fixes).toEqual([]);
    const longer = await inject(
      sitePlansApi.overlay,
      { params: { guid: plan.guid }, query: { from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' } },
      { as: tenant.staff },
    );
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toContain('querystring.to');
  });
});

describe(routeKey(sitePlansApi.remove), () => {
  it('removes the plan and stops serving its image; another client finds nothing', async () => {
    const plan = await newPlan();
    const foreign = await inject(sitePlansApi.remove, { params: { guid: plan.guid } }, { as: other.admin });
    expect(foreign.statusCode).toBe(404);
    const removed = await inject(sitePlansApi.remove, { params: { guid: plan.guid } }, { as: tenant.admin });
    expect(removed.json()).toEqual({ deleted: true });
    const image = await inject(photoRoute, { params: { guid: plan.photoId } }, { as: tenant.admin });
    expect(image.statusCode).toBe(404);
  });
});

// Every site plan endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(sitePlansApi, {
  list: { success: 200, request: (w) => ({ params: { guid: w.m0.guid } }) },
  create: {
    success: 201,
    request: async (w) => {
      await w.fresh.planRoom();
      return {
        params: { guid: w.m0.guid },
        body: { guid: w.fresh.guid(), name: w.fresh.name('Plan'), photoId: (await w.fresh.photo()).guid },
      };
    },
    singleLine: [['name']],
  },
  update: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.plan()).guid },
      body: {
        name: w.fresh.name('Plan'),
        pins: [{ locationId: (await w.fresh.location()).guid, x: 0.5, y: 0.5 }],
      },
    }),
    singleLine: [['name']],
  },
  remove: { success: 200, request: async (w) => ({ params: { guid: (await w.fresh.plan()).guid } }) },
  calibrate: {
    success: 200,
    request: async (w) => ({ params: { guid: (await w.fresh.plan()).guid }, body: { points: [] } }),
  },
  overlay: {
    success: 200,
    request: async (w) => ({ params: { guid: (await w.fresh.plan()).guid }, query: {} }),
  },
});
