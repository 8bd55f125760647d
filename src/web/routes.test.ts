import { describe, expect, it } from 'vitest';
import { findRoute } from '#core/routing/path-match.ts';
import { appRoutes } from './routes.tsx';

/** Spec 000 section 2, with {guid} written as a parameter. */
const SPEC_SIGNED_IN = [
  '/',
  '/locations',
  '/location/:guid',
  '/edit-location/:guid',
  '/add-location',
  '/activity',
  '/shift-summary',
  '/checklists',
  '/issues',
  '/meter-reads',
  '/backend',
  '/backend/location-name-fixer',
];
const SPEC_ALWAYS = ['/check-in/:guid', '/record-meter/:locationGuid/:meterType'];

describe('the routes gathered from the features', () => {
  it("has every route of the spec once, signed-in ones for signed-in users, the spec's public ones for anyone", () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of SPEC_SIGNED_IN) expect(paths).toContain(path);
    for (const path of SPEC_SIGNED_IN.slice(1))
      expect(appRoutes.find((r) => r.path === path)?.access, path).toBe('signed-in');
    for (const path of SPEC_ALWAYS)
      expect(appRoutes.find((r) => r.path === path)?.access, path).toBe('public');
  });

  it('matches a literal path before a parameter and starts a scanned tag’s look-up with its page', () => {
    expect(findRoute(appRoutes, '/Backend/Location-Name-Fixer/')?.route.path).toBe(
      '/backend/location-name-fixer',
    );
    expect(findRoute(appRoutes, '/checklists/abc')?.params).toEqual({ guid: 'abc' });
    const checkIn = findRoute(appRoutes, '/check-in/abc')?.route;
    expect(checkIn && 'prefetch' in checkIn ? checkIn.prefetch : undefined).toBeTypeOf('function');
  });
});
