import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings } from '#server/db/schema/index.ts';
import { addMeterActivity, captureMeter, type MeterWorld, meterWorld } from '#server/test/meter-factories.ts';

let w: MeterWorld;
beforeAll(async () => {
  w = await meterWorld();
});
afterAll(() => w.t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string | null, payload?: object) =>
  w.t.app.inject({ method, url, headers: as ? { cookie: as } : {}, ...(payload ? { payload } : {}) });
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

describe('POST /api/meter-readings', () => {
  it('records an exact reading linked to the photo; a retry returns it, different content is 409', async () => {
    const c = await capture();
    const body = { ...readingBody(c), warning: 'This reading (5) is lower than the previous reading (6).' };
    const first = await call('POST', '/api/meter-readings', w.cookies.staff, body);
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
    const retry = await call('POST', '/api/meter-readings', w.cookies.staff, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(
      (await call('POST', '/api/meter-readings', w.cookies.staff, { ...body, reading: '1' })).statusCode,
    ).toBe(409);
    const second = await call('POST', '/api/meter-readings', w.cookies.staff, {
      ...body,
      guid: randomUUID(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This activity already has a meter reading');
    expect(await countReadings()).toBe(before);
  });

  it('keeps a photo-only reading untranscribed', async () => {
    const c = await capture();
    const response = await call(
      'POST',
      '/api/meter-readings',
      w.cookies.staff,
      readingBody(c, { reading: '  ', notes: '' }),
    );
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
    const note = await call('POST', '/api/activities', w.cookies.staff, {
      locationId: w.slip.guid,
      type: 'comment',
      comment: 'x',
    });
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
      const response = await call('POST', '/api/meter-readings', w.cookies.staff, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await countReadings()).toBe(before);
  });

  it('answers 401 signed out, 403 without access to the marina, 404 for another tenant', async () => {
    const c = await capture();
    const before = await countReadings();
    expect((await call('POST', '/api/meter-readings', null, readingBody(c))).statusCode).toBe(401);
    expect((await call('POST', '/api/meter-readings', w.cookies.staffOther, readingBody(c))).statusCode).toBe(
      403,
    );
    const foreign = await call(
      'POST',
      '/api/meter-readings',
      w.cookies.foreign,
      readingBody(c, { marinaId: undefined }),
    );
    expect(foreign.statusCode).toBe(404);
    const foreignActivity = await addMeterActivity(
      w.t.database.db,
      { clientId: w.other.clientId, marinaId: w.other.marinas[0]!.id },
      w.foreignSlip.id,
    );
    const withForeign = readingBody(c, { activityId: foreignActivity.guid, meterImageId: null });
    expect((await call('POST', '/api/meter-readings', w.cookies.staff, withForeign)).statusCode).toBe(404);
    expect(await countReadings()).toBe(before);
  });
});

describe('GET /api/meter-readings/{guid} (an activity guid)', () => {
  it('gives the reading of the activity with its photo, or the spec message', async () => {
    const c = await capture();
    const body = readingBody(c, { reading: '42.5' });
    await call('POST', '/api/meter-readings', w.cookies.staff, body);
    const found = await call('GET', `/api/meter-readings/${c.activityGuid}`, w.cookies.staff);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      guid: body.guid,
      reading: '42.500',
      meterImage: { photoPath: `/img/${c.photo}` },
    });
    // A meter activity without a reading yet is an empty answer, not an error (no 404 in the console).
    const none = await capture();
    const missing = await call('GET', `/api/meter-readings/${none.activityGuid}`, w.cookies.staff);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toBeNull();
    // An activity nobody can see stays unknown.
    const unknown = await call('GET', `/api/meter-readings/${crypto.randomUUID()}`, w.cookies.staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'request.notFound',
      message: 'No meter reading record found for this activity',
    });
  });

  it('answers 400, 401, 403 and 404 for another tenant', async () => {
    const c = await capture();
    await call('POST', '/api/meter-readings', w.cookies.staff, readingBody(c));
    const url = `/api/meter-readings/${c.activityGuid}`;
    // The path names the activity's guid `guid`, like the reading routes beside it (ADR 0025).
    expect((await call('GET', '/api/meter-readings/abc', w.cookies.staff)).json().message).toMatch(
      /^params\.guid: /,
    );
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, w.cookies.staffOther)).statusCode).toBe(403);
    expect((await call('GET', url, w.cookies.foreign)).statusCode).toBe(404);
  });
});
