import { describe, expect, it } from 'vitest';
import { capitalise } from '#core/common/text.ts';
import type { LocationDetail } from './location.schema.ts';
import {
  addLocationFormSchema,
  appendNames,
  emptyLocationForm,
  HAS_OCCUPANCY_TEXT,
  locationToForm,
  parentFieldHint,
  STATUS_OPTIONS,
  showParentField,
  toCreateBody,
} from './location-form-rules.ts';

const typeId = '1b7e0d4a-5c6f-4a1b-9c2d-3e4f5a6b7c8d';
const parentId = '2c8f1e5b-6d7a-4b2c-8d3e-4f5a6b7c8d9e';
const marinaId = '3d9a2f6c-7e8b-4c3d-9e4f-5a6b7c8d9e0f';

const form = (overrides: Record<string, unknown> = {}) => ({
  ...emptyLocationForm(),
  bulk: false,
  names: '',
  typeId,
  ...overrides,
});

describe('parent field', () => {
  it('is shown for slips, or when candidates exist', () => {
    expect(showParentField('slip', 0)).toBe(true);
    expect(showParentField('Slip', 0)).toBe(true);
    expect(showParentField('dock', 0)).toBe(false);
    expect(showParentField('dock', 2)).toBe(true);
    expect(showParentField(null, 1)).toBe(true);
  });
  it('is labelled required for slips, else optional', () => {
    expect(parentFieldHint('slip')).toBe('(Required for slips)');
    expect(parentFieldHint('building')).toBe('(Optional)');
    expect(parentFieldHint(undefined)).toBe('(Optional)');
  });
});

describe('form texts and defaults', () => {
  it('keeps the spec texts', () => {
    expect(HAS_OCCUPANCY_TEXT).toBe(
      'Does this location need a checklist of which sub-locations are occupied each day?',
    );
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(['Active', 'Occupied', 'Maintenance']);
    expect(capitalise('boathouse')).toBe('Boathouse');
    expect(capitalise('')).toBe('');
  });
  it('starts active, without occupancy and without parent', () => {
    expect(emptyLocationForm()).toEqual({
      name: '',
      typeId: '',
      parentId: 'none',
      status: 'active',
      hasOccupancy: false,
      description: '',
    });
  });
  it('fills the edit form from the location', () => {
    const location = {
      name: 'A-01L',
      typeId,
      parentId,
      status: 'occupied',
      hasOccupancy: true,
      description: null,
    } as LocationDetail;
    expect(locationToForm(location)).toEqual({
      name: 'A-01L',
      typeId,
      parentId,
      status: 'occupied',
      hasOccupancy: true,
      description: '',
    });
    expect(locationToForm({ ...location, parentId: null }).parentId).toBe('none');
  });
});

describe('addLocationFormSchema', () => {
  it('needs a name in single mode and a name line in bulk mode', () => {
    const single = addLocationFormSchema.safeParse(form({ name: '   ' }));
    expect(single.success).toBe(false);
    expect(single.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Location name is required'],
    ]);
    const bulk = addLocationFormSchema.safeParse(form({ bulk: true, names: '\n  \n' }));
    expect(bulk.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['names', 'Location name is required'],
    ]);
  });
  it('needs a type and a status', () => {
    const result = addLocationFormSchema.safeParse(form({ name: 'X', typeId: '', status: '' }));
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Location type is required',
      'Status is required',
    ]);
  });
  it("turns 'none' into no parent and a blank description into none", () => {
    const result = addLocationFormSchema.parse(form({ name: ' Dock Z ', description: '  ' }));
    expect(result.parentId).toBeNull();
    expect(result.description).toBeUndefined();
  });
});

describe('toCreateBody', () => {
  it('sends one trimmed name', () => {
    const values = addLocationFormSchema.parse(
      form({ name: ' Dock Z ', parentId, description: ' North end ', hasOccupancy: true }),
    );
    expect(toCreateBody(values, marinaId)).toEqual({
      marinaId,
      typeId,
      parentId,
      status: 'active',
      hasOccupancy: true,
      description: 'North end',
      name: 'Dock Z',
    });
  });
  it('sends the bulk lines as names, trimmed and without blanks', () => {
    const values = addLocationFormSchema.parse(
      form({ bulk: true, name: 'ignored', names: ' Z-1 \n\nZ-2\n' }),
    );
    expect(toCreateBody(values, marinaId)).toEqual({
      marinaId,
      typeId,
      parentId: null,
      status: 'active',
      hasOccupancy: false,
      names: ['Z-1', 'Z-2'],
    });
  });
});

describe('appendNames', () => {
  it('appends on new lines', () => {
    expect(appendNames('', ['A', 'B'])).toBe('A\nB');
    expect(appendNames('X\n\n', ['A'])).toBe('X\nA');
  });
});
