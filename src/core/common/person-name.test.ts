import { describe, expect, it } from 'vitest';
import { personName } from './person-name.ts';

describe('personName', () => {
  it('uses the names, else the e-mail', () => {
    expect(personName({ firstName: 'Sam', lastName: 'Carter', email: 's@x' })).toBe('Sam Carter');
    expect(personName({ firstName: 'Sam', lastName: null, email: 's@x' })).toBe('Sam');
    expect(personName({ firstName: null, lastName: 'Carter', email: 's@x' })).toBe('Carter');
    expect(personName({ firstName: ' ', lastName: null, email: 's@x' })).toBe('s@x');
  });
});
