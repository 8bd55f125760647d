import type { FastifySerializerCompiler } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activitySchema } from '#core/activity/activity.schema.ts';
import { isoDateTimeSchema } from '#core/common/wire.schema.ts';
import { meterReadingSchema } from '#core/meters/meter-reading.schema.ts';
import { compileFastSerializer, createFastSerializerCompiler } from './fast-serializer.ts';

type Route = Parameters<FastifySerializerCompiler<unknown>>[0];
// A made-up route handed straight to the compiler, no request: its url only names it in the
// compiler's choices and messages, so it stays a literal (no catalogue endpoint has these schemas).
const route = (schema: unknown): Route => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

afterEach(() => vi.restoreAllMocks());

describe('compileFastSerializer', () => {
  it('never sends a property the schema does not name: top level, nested, in arrays, records and unions', () => {
    const schema = z.object({
      guid: z.uuid(),
      owner: z.object({ name: z.string() }).nullable(),
      items: z.array(z.object({ value: z.string() })),
      byKey: z.record(z.string(), z.object({ n: z.number() })),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
    });
    const data = {
      guid: '0b6ad6a1-32c3-4b0c-8b52-0d6f2f0e7c11',
      passwordHash: 'top',
      owner: { name: 'Ann', passwordHash: 'nested' },
      items: [{ value: 'x', passwordHash: 'in array' }],
      byKey: { k: { n: 1, passwordHash: 'in record' } },
      either: { b: 2, passwordHash: 'in union' },
    };
    const json = compileFastSerializer(schema)(data);
    expect(json).not.toContain('passwordHash');
    expect(JSON.parse(json)).toEqual({
      guid: data.guid,
      owner: { name: 'Ann' },
      items: [{ value: 'x' }],
      byKey: { k: { n: 1 } },
      either: { b: 2 },
    });
    expect(json).toBe(viaZod(schema, data));
  });

  it('serializes a list-or-page answer by its kind, with no validation of the list and no leak', () => {
    const item = z.object({ guid: z.uuid(), reading: z.string().nullable() });
    const schema = z.union([
      z.array(item),
      z.object({ items: z.array(item), nextCursor: z.string().nullable() }),
    ]);
    const serialize = compileFastSerializer(schema);
    const row = { guid: '0b6ad6a1-32c3-4b0c-8b52-0d6f2f0e7c11', reading: '1.5', passwordHash: 'x' };
    const list = [row, { ...row, reading: null }];
    expect(serialize(list)).toBe(viaZod(schema, list));
    const page = { items: list, nextCursor: 'abc', passwordHash: 'page' };
    expect(serialize(page)).toBe(viaZod(schema, page));
    expect(serialize(page)).not.toContain('passwordHash');
    // Picked by kind: a list whose rows a branch validation would refuse is still written as a list.
    expect(JSON.parse(serialize([{ guid: 'not a guid', reading: null }]))).toEqual([
      { guid: 'not a guid', reading: null },
    ]);
  });

  it('writes null for nullable fields, leaves out absent optional ones, as zod does (optional keys last)', () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.number().int().nullable().optional(),
      c: z.object({ x: z.string() }).nullable(),
      d: z.array(z.string()).optional(),
    });
    for (const data of [
      { a: null, b: null, c: null },
      { a: 'x', b: 3, c: { x: 'y' }, d: ['e'] },
      { a: 'x', b: undefined, c: null, d: undefined },
    ]) {
      expect(JSON.parse(compileFastSerializer(schema)(data))).toEqual(JSON.parse(viaZod(schema, data)));
    }
    expect(compileFastSerializer(schema)({ a: null, b: 1, c: null })).toBe('{"a":null,"c":null,"b":1}');
  });

  it('keeps decimals as the exact strings they are, never numbers', () => {
    const schema = z.object({ reading: z.string().nullable(), consumption: z.string().nullable() });
    const data = { reading: '123456789.100', consumption: '0.000' };
    const json = compileFastSerializer(schema)(data);
    expect(json).toBe('{"reading":"123456789.100","consumption":"0.000"}');
    expect(json).toBe(viaZod(schema, data));
  });

  it('sends ISO date-time strings unchanged and escapes strings', () => {
    const schema = z.object({ at: isoDateTimeSchema, note: z.string() });
    const data = { at: '2026-03-01T08:15:00.123Z', note: 'say "hi"\n\u2028\\ 🛥️' };
    expect(compileFastSerializer(schema)(data)).toBe(viaZod(schema, data));
  });

  it('serializes nested arrays, tuples, enums, literals, null and plain records', () => {
    const cases: [z.ZodType, unknown][] = [
      [z.array(z.array(z.string().nullable())), [['a', null], []]],
      [z.tuple([z.string(), z.number()]), ['a', 1.5]],
      [
        z.object({ kind: z.enum(['power', 'water']), deleted: z.literal(true) }),
        { kind: 'water', deleted: true },
      ],
      [z.record(z.string(), z.number()), { a: 1, b: -0.25 }],
      [z.null(), null],
      [z.object({ count: z.number().int() }), { count: 0 }],
    ];
    for (const [schema, data] of cases)
      expect(compileFastSerializer(schema)(data)).toBe(viaZod(schema, data));
  });

  it('matches zod on a meter reading and an activity', () => {
    const guid = (n: number) => `0b6ad6a1-32c3-4b0c-8b52-0d6f2f0e7c${String(n).padStart(2, '0')}`;
    const reading = {
      guid: guid(1),
      activityId: guid(2),
      meterImageId: null,
      marinaId: guid(3),
      meterType: 'power',
      reading: '1234.500',
      unit: 'kWh',
      notes: null,
      warning: 'Unusually high',
      consumption: '12.250',
      unitChanged: false,
      createdAt: '2026-03-01T08:15:00.000Z',
      transcribedAt: null,
      activity: { guid: guid(2), locationId: guid(4), timestamp: null, comment: null, userId: guid(5) },
      location: { guid: guid(4), name: 'A01', parentLocation: null, sortKey: 'extra' },
      meterImage: { guid: guid(6), photoPath: `/img/${guid(6)}` },
      internalId: 42,
    };
    expect(compileFastSerializer(meterReadingSchema)(reading)).toBe(viaZod(meterReadingSchema, reading));
    const activity = {
      guid: guid(7),
      type: 'patrol_check',
      timestamp: '2026-03-01T08:15:00.000Z',
      marinaId: guid(3),
      locationId: guid(4),
      locationName: 'A01',
      userId: guid(5),
      staffName: 'Ann',
      comment: null,
      occupancyChecklistId: null,
      issueId: null,
      gpsLatitude: '52.3676',
      gpsLongitude: '4.9041',
      gpsAccuracy: null,
      gpsFlags: ['far'],
      gpsDistance: null,
    };
    expect(compileFastSerializer(activitySchema)(activity)).toBe(viaZod(activitySchema, activity));
  });

  it('writes a union of an array and an object by the branch its value is, as zod does', () => {
    const item = z.object({ name: z.string(), at: z.string().nullable() });
    const compact = z.object({ names: z.array(z.string()), n: z.number().int().optional() });
    const schema = z.union([z.array(item), compact]);
    const serialize = compileFastSerializer(schema);
    for (const data of [
      [{ name: 'A-1', at: null, extra: 1 }],
      [],
      { names: ['A-1'], n: 2, extra: 1 },
      { names: [] },
    ])
      expect(serialize(data)).toBe(viaZod(schema, data));
  });

  it('refuses what JSON Schema cannot say: dates, transforms, custom types, value rewrites', () => {
    expect(() => compileFastSerializer(z.object({ at: z.date() }))).toThrow(/Date/);
    expect(() => compileFastSerializer(z.string().transform(Number))).toThrow(/Transforms/);
    expect(() => compileFastSerializer(z.custom<Buffer>())).toThrow(/Custom/);
    expect(() => compileFastSerializer(z.object({ a: z.array(z.string().trim()) }))).toThrow(/rewrites/);
    expect(() => compileFastSerializer(z.object({ a: z.string().toLowerCase() }))).toThrow(/rewrites/);
  });
});

describe('createFastSerializerCompiler', () => {
  it('falls back to the zod serializer where the schema cannot be compiled, and says so', () => {
    const { compiler, choices } = createFastSerializerCompiler({ verify: false });
    const fast = compiler(route(z.object({ a: z.string() })));
    const slow = compiler({ ...route(z.object({ at: z.date() })), url: '/api/dated' });
    expect(fast({ a: 'x', b: 'y' })).toBe('{"a":"x"}');
    expect(slow({ at: new Date('2026-03-01T08:15:00Z'), b: 'y' })).toBe('{"at":"2026-03-01T08:15:00.000Z"}');
    expect(choices).toEqual([
      { method: 'GET', url: '/api/x', status: '200', mode: 'fast' },
      {
        method: 'GET',
        url: '/api/dated',
        status: '200',
        mode: 'zod',
        reason: 'Date cannot be represented in JSON Schema',
      },
    ]);
  });

  it('without verification coerces rather than validates (a contract bug is not a 500 in production)', () => {
    const serialize = createFastSerializerCompiler({ verify: false }).compiler(
      route(z.object({ n: z.number().int() })),
    );
    expect(serialize({ n: 1.7 })).toBe('{"n":1}');
  });

  it('with verification still rejects what zod rejects', () => {
    const serialize = createFastSerializerCompiler({ verify: true }).compiler(
      route(z.object({ n: z.number().int() })),
    );
    expect(() => serialize({ n: 1.7 })).toThrow(/Response doesn't match the schema/);
    expect(serialize({ n: 2, extra: true })).toBe('{"n":2}');
  });

  it('with verification fails loudly when the fast output differs from zod', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // fast-json-stringify honours toJSON(); zod reads the own properties.
    const schema = z.object({ a: z.string() });
    const { compiler } = createFastSerializerCompiler({ verify: true });
    const serialize = compiler(route(schema));
    const tricky = { a: 'x', toJSON: () => ({ a: 'from toJSON' }) };
    expect(() => serialize(tricky)).toThrow('fast serializer differs from zod on GET /api/x 200');
    expect(error).toHaveBeenCalledOnce();
  });
});
