import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import type { MeterReading, RecordMeterResponse } from '#core/meters/meter-reading.schema.ts';
import type { MeterReadsPage, MeterReadsSummary } from '#core/meters/meter-reads-views.schema.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { meterReadings } from '#server/db/schema/index.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { addMeterActivity, type MeterWorld, meterWorld } from '#server/test/meter-factories.ts';

// Issue 30 item 12 (decision 0053): a reading keeps the unit it was recorded in.
let w: MeterWorld;
let inject: Inject;
beforeAll(async () => {
  w = await meterWorld();
  inject = injectFor(w.t.app);
});
afterAll(() => w.t.close());

const marina = () => w.tenant.marinas[0]!;
const scope = () => ({ clientId: w.tenant.clientId, marinaId: marina().id });
const staff = () => ({ cookie: w.cookies.staff });

async function recordWater(reading: string): Promise<MeterReading> {
  const activity = await addMeterActivity(w.t.database.db, scope(), w.slip.id);
  const response = await inject(
    metersApi.createReading,
    {
      body: {
        guid: randomUUID(),
        activityId: activity.guid,
        meterType: 'water',
        reading,
        notes: null,
        marinaId: marina().guid,
      },
    },
    staff(),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as MeterReading;
}

const setWaterUnit = async (water: string) =>
  expect(
    (
      await inject(
        marinasApi.setMeterUnits,
        { params: { guid: marina().guid }, body: { power: 'kWh', water, gas: 'm3' } },
        { cookie: w.cookies.admin },
      )
    ).statusCode,
  ).toBe(200);

describe('a reading keeps its unit when the marina changes it', () => {
  it('answers each reading with its own unit, and no use across a unit change, on every read', async () => {
    const gallons = await recordWater('346');
    expect(gallons).toMatchObject({ unit: 'gal', unitChanged: false });
    const moreGallons = await recordWater('350');
    expect(moreGallons).toMatchObject({ unit: 'gal', consumption: '4', unitChanged: false });

    await setWaterUnit('m3');
    const cubic = await recordWater('1.5');
    // 1.5 m³ minus 350 gal is no use at all: none is computed, and the answer says why.
    expect(cubic).toMatchObject({ unit: 'm3', consumption: null, unitChanged: true });
    const moreCubic = await recordWater('2.75');
    expect(moreCubic).toMatchObject({ unit: 'm3', consumption: '1.25', unitChanged: false });

    // The old readings still say gal, wherever they are read.
    const ofActivity = await inject(
      metersApi.readingOfActivity,
      { params: { guid: gallons.activityId } },
      staff(),
    );
    expect(ofActivity.json()).toMatchObject({ reading: '346.000', unit: 'gal' });

    const record = (
      await inject(
        metersApi.recordMeter,
        { params: { locationGuid: w.slip.guid, meterType: 'water' } },
        staff(),
      )
    ).json();
    const recent = (record as RecordMeterResponse).recentReadings;
    expect(recent.map((r) => [r.reading, r.unit, r.consumption, r.unitChanged])).toEqual([
      ['2.750', 'm3', '1.25', false],
      ['1.500', 'm3', null, true],
      ['350.000', 'gal', '4', false],
      ['346.000', 'gal', null, false],
    ]);
    // The usual use is the newest unit's only: 4 gal says nothing about m³.
    expect((record as RecordMeterResponse).averageUse).toBe('1.25');

    const query = { marinaId: marina().guid, meterType: 'water' };
    const list = (await inject(metersApi.listReads, { query }, staff())).json() as MeterReading[];
    expect(list.map((r) => [r.unit, r.unitChanged])).toEqual([
      ['m3', false],
      ['m3', true],
      ['gal', false],
      ['gal', false],
    ]);
    // A page probes each reading's previous one on its own: the same answer, also for the page
    // whose first row's previous reading is on the page before.
    const page = (
      await inject(metersApi.listReads, { query: { ...query, paged: true, limit: 2 } }, staff())
    ).json();
    const next = (
      await inject(
        metersApi.listReads,
        { query: { ...query, paged: true, limit: 2, after: `${(page as MeterReadsPage).nextCursor}` } },
        staff(),
      )
    ).json() as MeterReadsPage;
    expect(
      [...(page as MeterReadsPage).items, ...next.items].map((r) => [r.unit, r.consumption, r.unitChanged]),
    ).toEqual([
      ['m3', '1.25', false],
      ['m3', null, true],
      ['gal', '4', false],
      ['gal', null, false],
    ]);

    // The charts: one series per unit, so gallons and cubic metres never share an axis.
    const summary = (await inject(metersApi.summarizeReads, { query }, staff())).json() as MeterReadsSummary;
    expect(
      summary.meters
        .map((m) => [m.unit, m.readings])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['gal', ['346.000', '350.000']],
      ['m3', ['1.500', '2.750']],
    ]);
    await setWaterUnit('gal');
  });

  it("fills in the marina's unit of the moment for a reading written without one", async () => {
    const db = w.t.database.db;
    await setWaterUnit('ft3');
    const activity = await addMeterActivity(db, scope(), w.slip.id);
    const guid = randomUUID();
    await db.insert(meterReadings).values({
      ...scope(),
      guid,
      activityId: activity.id,
      locationId: w.slip.id,
      meterType: 'water',
      reading: '12',
    });
    const [row] = await db
      .select({ unit: meterReadings.unit })
      .from(meterReadings)
      .where(eq(meterReadings.guid, guid));
    expect(row?.unit).toBe('ft3');
    await setWaterUnit('gal');
  });

  it("reads a marina's stored units as the app does: an unknown or missing one is the default", async () => {
    const unitOf = async (units: object, type: string) =>
      rowsOf<{ unit: string }>(
        await w.t.database.db.execute(
          sql`select meter_unit_of(${JSON.stringify(units)}::jsonb, ${type}) as unit`,
        ),
      )[0]?.unit;
    expect(await unitOf({ water: 'm3', gas: 'therm' }, 'water')).toBe('m3');
    expect(await unitOf({ water: 'm3', gas: 'therm' }, 'gas')).toBe('therm');
    expect(await unitOf({ water: 'litre' }, 'water')).toBe('gal');
    expect(await unitOf({}, 'gas')).toBe('ft3');
    expect(await unitOf({ power: 'MWh' }, 'power')).toBe('kWh');
  });
});
