import { describe, expect, it } from 'vitest';
import { findRoute, matchPath } from './path-match.ts';

describe('matchPath', () => {
  it('matches literal paths in any letter case', () => {
    expect(matchPath('/locations', '/locations')).toEqual({});
    expect(matchPath('/locations', '/LOCATIONS')).toEqual({});
    expect(matchPath('/backend/location-name-fixer', '/Backend/Location-Name-Fixer')).toEqual({});
  });

  it('allows one optional trailing slash', () => {
    expect(matchPath('/locations', '/locations/')).toEqual({});
    expect(matchPath('/locations', '/LOCATIONS/')).toEqual({});
    expect(matchPath('/locations', '/locations//')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });

  it('captures parameters, keeping their letter case and decoding them', () => {
    expect(matchPath('/location/:guid', '/location/AbC-1')).toEqual({ guid: 'AbC-1' });
    expect(matchPath('/record-meter/:locationGuid/:meterType', '/Record-Meter/x1/power/')).toEqual({
      locationGuid: 'x1',
      meterType: 'power',
    });
    expect(matchPath('/location/:guid', '/location/a%20b')).toEqual({ guid: 'a b' });
  });

  it('refuses other paths', () => {
    expect(matchPath('/locations', '/locations/extra')).toBeNull();
    expect(matchPath('/location/:guid', '/location')).toBeNull();
    expect(matchPath('/location/:guid', '/location/')).toBeNull();
    expect(matchPath('/location/:guid', '/location/%E0%A4%A')).toBeNull();
    expect(matchPath('/', '/no-such-page')).toBeNull();
    expect(matchPath('/locations', 'locations')).toBeNull();
  });
});

describe('findRoute', () => {
  const routes = [{ path: '/' }, { path: '/locations' }, { path: '/location/:guid' }] as const;

  it('returns the first matching route with its parameters', () => {
    expect(findRoute(routes, '/Location/g1/')).toEqual({ route: routes[2], params: { guid: 'g1' } });
    expect(findRoute(routes, '/')).toEqual({ route: routes[0], params: {} });
  });

  it('returns null when nothing matches', () => {
    expect(findRoute(routes, '/no-such-page')).toBeNull();
  });
});
