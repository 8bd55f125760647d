import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { meterReadings } from '#server/db/schema/index.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { addMeterActivity, captureMeter, type MeterWorld, meterWorld } from '#server/test/meter-factories.ts';

let w: MeterWorld;
let inject: Inject;
beforeAll(async () => {
  w = await meterWorld();
  inject = injectFor(w.t.app);
});
afterAll(() => w.t.close());

/** A session cookie of the world, or signed out (null). */
const by = (cookie: string | null) => (cookie ? { cookie } : {});
const post = (body: object, cookie: string | null = w.cookies.staff) =>
  inject(metersApi.createReading, { body }, by(cookie));
const readingOf = (guid: string, cookie: string | null = w.cookies.staff) =>
  inject(metersApi.readingOfActivity, { params: { guid } }, by(cookie));
const marinaId = () => w.tenant.marinas[0]!.guid;
/** The readings of this file's two clients (other files write readings to the same database meanwhile). */
const countReadings = async () =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meterReadings)
      .where(inArray(meterReadings.clientId, [w.tenant.clientId, w.other.clientId]))
  )[0]!.n;
const capture = (as = w.cookies.staff) => captureMeter(w, as);
const readingBody = (c: { photo: string; activityGuid: string }, extra: object = {}) => ({
  guid: randomUUID(),
  activityId: c.activityGuid,
  meterImageId: c.photo,
  meterType: 'power',
  reading: '123456789.123',
  notes: 'by the gate',
  marinaId: marinaId(),
  ...extra,
});

describe(routeKey(metersApi.createReading), () => {
  it('records an exact reading linked to the photo; a retry returns it, different content is 409', async () => {
    const c = await capture();
    const body = { ...readingBody(c), warning: 'This reading (5) is lower than the previous reading (6).' };
    const first = await post(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      guid: body.guid,
      activityId: c.activityGuid,
      meterImageId: c.photo,
      marinaId: marinaId(),
      reading: '123456789.123',
      notes: 'by the gate',
      warning: body.warning,
      activity: { guid: c.activityGuid, locationId: w.slip.guid, userId: w.tenant.staff.guid },
      location: { guid: w.slip.guid, name: 'D-1', parentLocation: null },
      meterImage: { guid: c.photo, photoPath: `/img/${c.photo}` },
    });
    expect(first.json().transcribedAt).not.toBeNull();
    const [stored] = await w.t.database.db
      .select({ reading: meterReadings.reading, locationId: meterReadings.locationId })
      .from(meterReadings)
      .where(eq(meterReadings.guid, body.guid));
    expect(stored).toEqual({ reading: '123456789.123', locationId: w.slip.id });

    const before = await countReadings();
    const retry = await post(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await post({ ...body, reading: '1' })).statusCode).toBe(409);
    const second = await post({ ...body, guid: randomUUID() });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This activity already has a meter reading');
    expect(await countReadings()).toBe(before);
  });

  it('keeps a photo-only reading untranscribed', async () => {
    const c = await capture();
    const response = await post(readingBody(c, { reading: '  ', notes: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      reading: null,
      notes: null,
      transcribedAt: null,
      consumption: null,
    });
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const c = await capture();
    const note = await inject(
      activitiesApi.create,
      { body: { locationId: w.slip.guid, type: 'comment', comment: 'x' } },
      { cookie: w.cookies.staff },
    );
    const before = await countReadings();
    const cases: [object, RegExp][] = [
      [
        readingBody(c, { reading: '1.2345' }),
        /^body\.reading: must be a number with at most 9 digits before/,
      ],
      [readingBody(c, { reading: '1234567890' }), /^body\.reading: /],
      [readingBody(c, { reading: 12.5 }), /^body\.reading: /],
      [readingBody(c, { reading: '-4' }), /^body\.reading: /],
      [readingBody(c, { notes: 'n'.repeat(2001) }), /^body\.notes: /],
      [readingBody(c, { warning: 'w'.repeat(501) }), /^body\.warning: /],
      [readingBody(c, { meterType: 'steam' }), /^body\.meterType: /],
      [readingBody(c, { activityId: 'nope' }), /^body\.activityId: /],
      [readingBody(c, { activityId: note.json().guid }), /^body\.activityId: is not a meter_read activity/],
      [readingBody(c, { meterType: 'water' }), /^body\.meterImageId: is a photo of another meter type/],
      [readingBody(c, { marinaId: w.tenant.marinas[1]!.guid }), /^body\.marinaId: /],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await countReadings()).toBe(before);
  });

  it('answers 401 signed out, 403 without access to the marina, 404 for another tenant', async () => {
    const c = await capture();
    const before = await countReadings();
    expect((await post(readingBody(c), null)).statusCode).toBe(401);
    expect((await post(readingBody(c), w.cookies.staffOther)).statusCode).toBe(403);
    const foreign = await post(readingBody(c, { marinaId: undefined }), w.cookies.foreign);
    expect(foreign.statusCode).toBe(404);
    const foreignActivity = await addMeterActivity(
      w.t.database.db,
      { clientId: w.other.clientId, marinaId: w.other.marinas[0]!.id },
      w.foreignSlip.id,
    );
    const withForeign = readingBody(c, { activityId: foreignActivity.guid, meterImageId: null });
    expect((await post(withForeign)).statusCode).toBe(404);
    expect(await countReadings()).toBe(before);
  });
});

describe(`${routeKey(metersApi.readingOfActivity)} (an activity guid)`, () => {
  it('gives the reading of the activity with its photo, or the spec message', async () => {
    const c = await capture();
    const body = readingBody(c, { reading: '42.5' });
    await post(body);
    const found = await readingOf(c.activityGuid);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      guid: body.guid,
      reading: '42.500',
      meterImage: { photoPath: `/img/${c.photo}` },
    });
    // A meter activity without a reading yet is an empty answer, not an error (no 404 in the console).
    const none = await capture();
    const missing = await readingOf(none.activityGuid);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toBeNull();
    // An activity nobody can see stays unknown.
    const unknown = await readingOf(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'request.notFound',
      message: 'No meter reading record found for this activity',
    });
  });

  it('answers 400, 401, 403 and 404 for another tenant', async () => {
    const c = await capture();
    await post(readingBody(c));
    const guid = c.activityGuid;
    // The path names the activity's guid `guid`, like the reading routes beside it (ADR 0025).
    expect((await readingOf('abc')).json().message).toMatch(/^params\.guid: /);
    expect((await readingOf(guid, null)).statusCode).toBe(401);
    expect((await readingOf(guid, w.cookies.staffOther)).statusCode).toBe(403);
    expect((await readingOf(guid, w.cookies.foreign)).statusCode).toBe(404);
  });
});

// Every meters endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(metersApi, {
  recordMeter: {
    success: 200,
    request: (w) => ({
      params: { locationGuid: w.location.guid, meterType: 'power' },
    }),
  },
  createImage: {
    success: 201,
    request: async (w) => {
      const photo = await w.fresh.photo();
      return {
        body: {
          guid: photo.guid,
          locationId: w.location.guid,
          meterType: 'water',
          photoPath: `/img/${photo.guid}`,
        },
      };
    },
  },
  createReading: {
    success: 201,
    request: async (w) => ({
      body: {
        guid: w.fresh.guid(),
        activityId: (await w.fresh.meterActivity()).guid,
        meterType: 'power',
        reading: '1234.5',
      },
    }),
  },
  readingOfActivity: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.reading()).activityGuid },
    }),
  },
  updateReading: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.reading()).guid },
      body: { reading: '101.25', notes: 'Checked twice' },
    }),
  },
  deleteReading: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.reading()).guid },
      query: { marinaId: w.m0.guid },
    }),
  },
  listReads: {
    success: 200,
    request: (w) => ({
      query: { marinaId: w.m0.guid, startDate: '2020-01-01', meterType: 'power' },
    }),
  },
  summarizeReads: {
    success: 200,
    request: (w) => ({
      query: { marinaId: w.m0.guid, startDate: '2020-01-01', meterType: 'power' },
    }),
  },
  countRecentReads: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
});
