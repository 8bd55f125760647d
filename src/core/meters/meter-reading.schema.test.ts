import { describe, expect, it } from 'vitest';
import { CURSOR_MESSAGE, encodePageCursor } from '#core/common/page-cursor.ts';
import {
  createMeterImageBodySchema,
  createMeterReadingBodySchema,
  meterReadsQuerySchema,
  updateMeterReadingBodySchema,
} from './meter-reading.schema.ts';

const guid = '0b7c2f5e-8a3d-4e59-9f1c-2d6b8a4e7c10';
const reading = (value: unknown) =>
  createMeterReadingBodySchema.safeParse({ guid, activityId: guid, meterType: 'power', reading: value });

describe('meter reading schemas', () => {
  it('keep readings as exact strings with at most 9 + 3 digits', () => {
    expect(reading('123456789.123').data?.reading).toBe('123456789.123');
    expect(reading(' 42.5 ').data?.reading).toBe('42.5');
    for (const bad of ['1.2345', '1234567890', '-1', '1e3', '12,5', 'abc', 42.5]) {
      expect(reading(bad).success, String(bad)).toBe(false);
    }
  });

  it('treat a blank reading as a photo-only reading (null)', () => {
    expect(reading('').data?.reading).toBeNull();
    expect(reading('   ').data?.reading).toBeNull();
    expect(reading(null).data?.reading).toBeNull();
    expect(reading(undefined).data?.reading).toBeNull();
  });

  it('require a reading to update, with the spec message', () => {
    for (const value of [undefined, null, '', '  ']) {
      const result = updateMeterReadingBodySchema.safeParse({ reading: value });
      expect(result.error?.issues[0]?.message).toBe('Please enter a reading value.');
    }
    expect(updateMeterReadingBodySchema.parse({ reading: '7' }).notes).toBeUndefined();
    expect(updateMeterReadingBodySchema.parse({ reading: '7', notes: ' ' }).notes).toBeNull();
  });

  it('want the photo path of the same photo', () => {
    const body = { guid, locationId: guid, meterType: 'water', photoPath: `/img/${guid}` };
    expect(createMeterImageBodySchema.safeParse(body).success).toBe(true);
    const other = createMeterImageBodySchema.safeParse({ ...body, photoPath: '/img/../../etc/passwd' });
    expect(other.error?.issues[0]?.path).toEqual(['photoPath']);
  });

  it('read the history filters, with all meaning none', () => {
    const query = meterReadsQuerySchema.parse({ marinaId: guid, meterType: 'all', parentLocationId: '' });
    expect(query).toEqual({
      marinaId: guid,
      limit: 5000,
      meterType: undefined,
      parentLocationId: undefined,
      paged: false,
    });
    expect(meterReadsQuerySchema.safeParse({ marinaId: guid, startDate: '2026-02-30x' }).success).toBe(false);
    expect(
      meterReadsQuerySchema.safeParse({ marinaId: guid, endDate: '2026-02-03T10:00:00+02:00' }).success,
    ).toBe(true);
    expect(meterReadsQuerySchema.safeParse({ marinaId: guid, limit: '5001' }).success).toBe(false);
  });

  it('read a page request: paged=true and the cursor decoded to its position', () => {
    const after = encodePageCursor({ at: '2026-02-10T12:00:00.000001Z', guid });
    expect(meterReadsQuerySchema.parse({ marinaId: guid, paged: 'true', after })).toMatchObject({
      paged: true,
      after: { at: '2026-02-10T12:00:00.000001Z', guid },
    });
    const bad = meterReadsQuerySchema.safeParse({ marinaId: guid, paged: 'true', after: 'x' });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ['after'], message: CURSOR_MESSAGE }),
    ]);
    expect(meterReadsQuerySchema.safeParse({ marinaId: guid, paged: '1' }).success).toBe(false);
  });
});
