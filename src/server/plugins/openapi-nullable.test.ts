import { describe, expect, it } from 'vitest';
import { nullableAlternatives } from './openapi-nullable.ts';

describe('nullable alternatives in the OpenAPI document', () => {
  it('moves nullable from a typeless union onto its typed alternatives, at any depth', () => {
    const union = { anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true };
    expect(nullableAlternatives({ properties: { gpsLatitude: union } })).toEqual({
      properties: {
        gpsLatitude: {
          anyOf: [
            { type: 'string', nullable: true },
            { type: 'number', nullable: true },
          ],
        },
      },
    });
  });

  it('leaves nullable beside a type as it is', () => {
    const field = { type: 'string', nullable: true };
    expect(nullableAlternatives({ items: [field] })).toEqual({ items: [field] });
  });
});
