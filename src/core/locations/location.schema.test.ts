import { describe, expect, it } from 'vitest';
import {
  createLocationBodySchema,
  locationFormSchema,
  locationTypeFormSchema,
  parseNameLines,
  updateLocationBodySchema,
} from './location.schema.ts';

const TYPE = '0b5c1d9e-2f3a-4b5c-8d7e-1f2a3b4c5d6e';
const PARENT = '1c6d2eaf-3a4b-4c6d-9e8f-2a3b4c5d6e7f';
const MARINA = '2d7e3fb0-4b5c-4d7e-af90-3b4c5d6e7f80';
const form = { name: 'A-1', typeId: TYPE, status: 'active' };

const messages = (
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('location form schema', () => {
  it("uses the spec's messages for the required fields", () => {
    expect(messages(locationFormSchema, { name: '  ', typeId: '', status: '' })).toEqual([
      'name: Location name is required',
      'typeId: Location type is required',
      'status: Status is required',
    ]);
    expect(messages(locationFormSchema, {})).toEqual([
      'name: Location name is required',
      'typeId: Location type is required',
      'status: Status is required',
    ]);
  });

  it('trims the name and the description; a blank description becomes absent', () => {
    const value = locationFormSchema.parse({ ...form, name: '  A-1 ', description: '  near the fuel dock ' });
    expect(value).toMatchObject({ name: 'A-1', description: 'near the fuel dock' });
    expect(locationFormSchema.parse({ ...form, description: '   ' }).description).toBeUndefined();
    expect(locationFormSchema.parse({ ...form, description: null }).description).toBeUndefined();
  });

  it("sends parent 'none', blank or absent as no parent", () => {
    for (const parentId of ['none', 'None', '', '  ', null, undefined]) {
      expect(locationFormSchema.parse({ ...form, parentId }).parentId).toBeNull();
    }
    expect(locationFormSchema.parse({ ...form, parentId: PARENT }).parentId).toBe(PARENT);
    expect(messages(locationFormSchema, { ...form, parentId: 'dock-a' })).toEqual([
      'parentId: must be a location guid',
    ]);
  });

  it('defaults hasOccupancy to false and keeps optional fields optional', () => {
    expect(locationFormSchema.parse(form)).toEqual({ ...form, parentId: null, hasOccupancy: false });
  });

  it('rejects an unknown status, a name over 200 and a description over 2000 characters', () => {
    expect(messages(locationFormSchema, { ...form, status: 'closed' })).toEqual([
      'status: must be active, occupied or maintenance',
    ]);
    expect(messages(locationFormSchema, { ...form, name: 'x'.repeat(201) })).toEqual([
      'name: must be at most 200 characters',
    ]);
    expect(messages(locationFormSchema, { ...form, description: 'x'.repeat(2001) })).toEqual([
      'description: must be at most 2000 characters',
    ]);
    expect(locationFormSchema.safeParse({ ...form, name: 'x'.repeat(200) }).success).toBe(true);
  });
});

describe('create and update bodies', () => {
  const body = { marinaId: MARINA, typeId: TYPE };

  it('defaults status to active on create', () => {
    expect(createLocationBodySchema.parse({ ...body, name: 'A-1' })).toMatchObject({
      status: 'active',
      hasOccupancy: false,
      parentId: null,
    });
  });

  it('takes either name or names, never both and never neither', () => {
    expect(messages(createLocationBodySchema, body)).toEqual(['name: Location name is required']);
    expect(messages(createLocationBodySchema, { ...body, name: 'A', names: ['B'] })).toEqual([
      'names: send either name or names, not both',
    ]);
    expect(messages(createLocationBodySchema, { ...body, names: ['', '  '] })).toEqual([
      'names: Location name is required',
    ]);
  });

  it('trims bulk names, drops blank lines and caps the list at 500', () => {
    expect(createLocationBodySchema.parse({ ...body, names: [' A-1 ', '', 'A-2'] }).names).toEqual([
      'A-1',
      'A-2',
    ]);
    const many = Array.from({ length: 501 }, (_, i) => `S-${i}`);
    expect(messages(createLocationBodySchema, { ...body, names: many })).toEqual([
      'names: must hold at most 500 names',
    ]);
  });

  it('allows a client guid only for a single name', () => {
    const guid = crypto.randomUUID();
    expect(createLocationBodySchema.parse({ ...body, name: 'A', guid }).guid).toBe(guid);
    expect(messages(createLocationBodySchema, { ...body, names: ['A'], guid })).toEqual([
      'guid: only allowed with a single name',
    ]);
  });

  it('update requires the status and accepts clientId and marinaId', () => {
    expect(messages(updateLocationBodySchema, { name: 'A', typeId: TYPE })).toEqual([
      'status: Status is required',
    ]);
    expect(messages(updateLocationBodySchema, { ...form, clientId: 'x' })).toEqual([
      'clientId: Invalid UUID',
    ]);
  });
});

describe('location type form and name lines', () => {
  it('requires a trimmed type name', () => {
    expect(messages(locationTypeFormSchema, { name: '  ' })).toEqual([
      'name: Location type name is required',
    ]);
    expect(messages(locationTypeFormSchema, {})).toEqual(['name: Location type name is required']);
    expect(locationTypeFormSchema.parse({ name: ' pontoon ' })).toEqual({ name: 'pontoon' });
  });

  it('splits the bulk box into trimmed names, one per line', () => {
    expect(parseNameLines(' A-1 \r\nA-2\n\n  \nA-3\n')).toEqual(['A-1', 'A-2', 'A-3']);
  });
});
