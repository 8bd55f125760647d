import { describe, expect, it } from 'vitest';
import { type EndpointDefinition, routeKey as endpointKey } from '#core/api/endpoint.ts';
import { plainRoutes } from '#core/api/plain-routes.ts';
import { AREAS, declaredRoutes } from '#server/areas.ts';
import { accessMatrix } from '#server/test/access-matrix.ts';
import { PLAIN_ROUTE_ROWS } from '#server/test/route-matrix.ts';
import { routeWorld } from '#server/test/route-world.ts';

/**
 * Issue 7 part 1: every route, tried as every persona, answers what its row expects. A catalogue
 * endpoint's row is in its area's route test (`endpointSuite`, server/test/endpoint-suite.ts), which
 * runs its access matrix there; this file runs the plain routes' rows (route-matrix.ts) and checks
 * that every route has its row.
 */
const world = routeWorld();

/** The api objects of `src/core/**\/*.api.ts` by the name they are exported as. */
const apiModules = import.meta.glob<Readonly<Record<string, unknown>>>('../../core/**/*.api.ts', {
  eager: true,
});
/** Every server test's source. */
const testSources = import.meta.glob<string>('../**/*.test.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('every route has its row', () => {
  it('has the server serve every declared route, and a row for each plain route', () => {
    // The server refuses routes outside these (route-guard.test.ts).
    expect(declaredRoutes.length).toBeGreaterThan(60);
    const { app } = world().t;
    const absent = declaredRoutes.filter((r) => !app.hasRoute({ method: r.method, url: r.path }));
    expect(absent.map(endpointKey), 'declared routes the server does not have').toEqual([]);
    const plain = plainRoutes.map(endpointKey).sort();
    expect(Object.keys(PLAIN_ROUTE_ROWS).sort(), 'rows in PLAIN_ROUTE_ROWS').toEqual(plain);
  });

  it('has exactly one endpointSuite per api object of the areas in the server tests', () => {
    const names = new Map<Readonly<Record<string, EndpointDefinition>>, string>();
    for (const module of Object.values(apiModules))
      for (const [name, value] of Object.entries(module))
        if (name.endsWith('Api')) names.set(value as Readonly<Record<string, EndpointDefinition>>, name);
    const apis = AREAS.flatMap((area) => area.endpoints ?? []);
    const unnamed = apis.filter((api) => !names.has(api)).map((api) => Object.keys(api).join(', '));
    expect(unnamed, 'api objects of AREAS not exported as `xxxApi` from a core *.api.ts').toEqual([]);

    const calls = new Map<string, string[]>();
    // A call at the start of a line, at the file's top level (a commented-out one is not).
    for (const [file, source] of Object.entries(testSources))
      for (const [, name] of source.matchAll(/^endpointSuite\(\s*([A-Za-z_$][\w$]*)\s*,/gm))
        calls.set(name!, [...(calls.get(name!) ?? []), file.replace(/^\.\.\//, 'src/server/')]);
    const expected = apis.map((api) => names.get(api)!).sort();
    const notOnce = expected
      .filter((name) => calls.get(name)?.length !== 1)
      .map((name) => `${name}: ${calls.get(name)?.join(', ') ?? 'no call'}`);
    expect(notOnce, 'api objects without exactly one endpointSuite call').toEqual([]);
    const stale = [...calls.keys()].filter((name) => !expected.includes(name));
    expect(stale, 'endpointSuite calls for no api object of AREAS').toEqual([]);
  });
});

accessMatrix(PLAIN_ROUTE_ROWS, world);
