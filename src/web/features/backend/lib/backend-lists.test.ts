import { describe, expect, it } from 'vitest';
import {
  countLabel,
  marinaCounts,
  marinasOfClient,
  matchesFilter,
  userDisplayName,
} from './backend-lists.ts';

describe('matchesFilter', () => {
  it('matches every word anywhere in the fields, ignoring case', () => {
    expect(matchesFilter('', ['x'])).toBe(true);
    expect(matchesFilter('  ', [])).toBe(true);
    expect(matchesFilter('bay GUARD', ['guard@bayside.example', null, 'Sam'])).toBe(true);
    expect(matchesFilter('bay harbor', ['Bayside', undefined])).toBe(false);
  });
});

describe('userDisplayName', () => {
  it('is the name, else the email', () => {
    expect(userDisplayName({ email: 'a@b.c', firstName: ' Sam ', lastName: 'Carter' })).toBe('Sam Carter');
    expect(userDisplayName({ email: 'a@b.c', firstName: null, lastName: 'Carter' })).toBe('Carter');
    expect(userDisplayName({ email: 'a@b.c', firstName: ' ', lastName: null })).toBe('a@b.c');
  });
});

describe('marinas of a client', () => {
  const marinas = [
    { guid: '1', clientId: 'c1', name: 'Marina 10' },
    { guid: '2', clientId: 'c2', name: 'Other' },
    { guid: '3', clientId: 'c1', name: 'Marina 9' },
  ];

  it('lists the marinas of one client in natural name order', () => {
    expect(marinasOfClient(marinas, 'c1').map((m) => m.guid)).toEqual(['3', '1']);
    expect(marinasOfClient(marinas, '')).toEqual([]);
    expect(marinasOfClient(undefined, 'c1')).toEqual([]);
  });

  it('counts the marinas per client', () => {
    expect(marinaCounts(marinas)).toEqual(
      new Map([
        ['c1', 2],
        ['c2', 1],
      ]),
    );
    expect(countLabel(1, 'marina')).toBe('1 marina');
    expect(countLabel(2, 'marina')).toBe('2 marinas');
  });
});
