import { describe, expect, it } from 'vitest';
import { pathOf } from '#core/api/endpoint.ts';
import { routes } from '#core/api/routes.ts';
import { isPersisted } from './query-persist.ts';

/** A path of the route with every parameter filled in. */
const samplePath = (path: string) =>
  pathOf(path, Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'x-1'])));

describe('the reads kept on the phone', () => {
  it("are exactly the catalogue's reads marked offline: 'keep'", () => {
    const reads = routes.filter((route) => route.method === 'GET');
    const kept = reads.filter((route) => isPersisted(samplePath(route.path)));
    expect(kept.map((route) => route.operationId).sort()).toEqual(
      reads
        .filter((route) => route.offline === 'keep')
        .map((route) => route.operationId)
        .sort(),
    );
    expect(kept.length).toBeGreaterThan(20);
  });

  it('keeps no answer of the backend or of another page', () => {
    for (const path of [
      '/api/users',
      '/api/clients',
      '/api/backend/marinas',
      '/api/openapi.json',
      '/img/x',
    ]) {
      expect(isPersisted(path), path).toBe(false);
    }
  });
});
