import { describe, expect, it } from 'vitest';
import { createIssueBodySchema, issueFormSchema, updateIssueBodySchema } from './issue.schema.ts';

const guid = '0b7c2f5e-8a3d-4e59-9f1c-2d6b8a4e7c10';

describe('issue schemas', () => {
  it('trim the title, require it, and default the priority to medium', () => {
    const parsed = issueFormSchema.parse({ title: '  Broken cleat ', locationId: guid, description: '  ' });
    expect(parsed).toEqual({
      title: 'Broken cleat',
      description: null,
      priority: 'medium',
      locationId: guid,
    });
    for (const title of ['', '   ', undefined, 'x'.repeat(201)]) {
      expect(issueFormSchema.safeParse({ title, locationId: guid }).success, String(title)).toBe(false);
    }
    expect(issueFormSchema.safeParse({ title: 'x'.repeat(200), locationId: guid }).success).toBe(true);
  });

  it('want a location and a known priority', () => {
    expect(issueFormSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(issueFormSchema.safeParse({ title: 'x', locationId: guid, priority: 'urgent' }).success).toBe(
      false,
    );
  });

  it('keep GPS as strings on create', () => {
    const body = createIssueBodySchema.parse({
      title: 'x',
      locationId: guid,
      marinaId: guid,
      gpsLatitude: 38.5,
      gpsLongitude: '-76.25',
    });
    expect(body).toMatchObject({ gpsLatitude: '38.5', gpsLongitude: '-76.25', gpsAccuracy: null });
  });

  it('change only the fields an edit sends; a blank title is refused', () => {
    expect(updateIssueBodySchema.parse({ marinaId: guid, priority: 'high' })).toEqual({
      marinaId: guid,
      priority: 'high',
    });
    expect(updateIssueBodySchema.parse({ marinaId: guid, description: ' ' }).description).toBeNull();
    expect(updateIssueBodySchema.safeParse({ marinaId: guid, title: '  ' }).success).toBe(false);
    expect(updateIssueBodySchema.safeParse({ marinaId: guid }).success).toBe(false);
  });
});
