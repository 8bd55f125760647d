import { describe, expect, it } from 'vitest';
import type { Location } from './location.schema.ts';
import { bulkCreateToast, childWarning, deletedToast } from './location-messages.ts';

const created = (name: string) => ({ name }) as Location;

describe('deletedToast', () => {
  it('mentions the child locations only when there were some', () => {
    expect(deletedToast(0)).toMatchObject({ title: 'Success', description: 'Location deleted successfully' });
    expect(deletedToast(3)).toMatchObject({
      title: 'Success',
      description: 'Location and 3 child location(s) deleted successfully',
    });
  });
});

describe('bulkCreateToast', () => {
  it('reports a full success', () => {
    expect(bulkCreateToast({ results: { created: [created('A'), created('B')], failed: [] } })).toMatchObject(
      {
        title: 'Success',
        description: 'Created 2 location(s), 0 failed',
      },
    );
  });
  it("is a 'Partial Success' listing the failed names", () => {
    const toast = bulkCreateToast({
      results: {
        created: [created('A')],
        failed: [
          { name: 'B', reason: 'A location with this name already exists here' },
          { name: 'C', reason: 'Repeats a name earlier in the list' },
        ],
      },
    });
    expect(toast.title).toBe('Partial Success');
    expect(toast.description).toBe('Created 1 location(s), 2 failed. Failed to create: B, C');
  });
  it("is an 'Error' when everything failed", () => {
    const toast = bulkCreateToast({ results: { created: [], failed: [{ name: 'B', reason: 'x' }] } });
    expect(toast.title).toBe('Error');
    expect(toast.variant).toBe('destructive');
    expect(toast.description).toBe('Created 0 location(s), 1 failed. Failed to create: B');
  });
});

describe('childWarning', () => {
  it('counts the child locations', () => {
    expect(childWarning(2)).toBe('Warning: This will also delete 2 child location(s)');
  });
});
