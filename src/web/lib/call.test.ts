import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routes } from '#core/api/routes.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { showsLocationNames } from '#web/features/backend/api/name-fixer.ts';
import { afterIssueWrite } from '#web/features/issues/api/invalidate.ts';
import { issueOf } from '#web/features/issues/api/offline-issues.ts';
import { invalidateLocationData } from '#web/features/locations/api/invalidate.ts';
import { invalidateMeterData } from '#web/features/meters/api/invalidate.ts';
import { afterOccupancyChecklistWrite } from '#web/features/occupancy/api/invalidate.ts';
import { endpointKey, isKeyOf } from './call.ts';

describe('isKeyOf', () => {
  const isLocation = isKeyOf(locationsEndpoints.get);

  it("tells a read of the routes, with any params and query, from another route's", () => {
    expect(isLocation({ queryKey: endpointKey(locationsEndpoints.get, { params: { guid: 'g1' } }) })).toBe(
      true,
    );
    expect(isLocation({ queryKey: ['/api/locations/g1', { marinaId: 'm1' }] })).toBe(true);
    expect(isLocation({ queryKey: endpointKey(locationsEndpoints.list) })).toBe(false);
    expect(isLocation({ queryKey: ['/api/locations/g1/siblings'] })).toBe(false);
    expect(isLocation({ queryKey: [{ path: '/api/locations/g1' }] })).toBe(false);
  });
});

/**
 * The invalidations said with catalogue routes (issue 16) refresh exactly the reads the path
 * prefixes and patterns they replaced did: checked on a key of every GET in the catalogue, with
 * and without a query.
 */
describe('invalidations by route refresh what the path prefixes did', () => {
  const sampleKeys = routes
    .filter((route) => route.method === 'GET')
    .flatMap((route) => {
      const path = route.path.replace(/:\w+/g, 'g1');
      return [[path], [path, { marinaId: 'm1' }]];
    });

  /** The predicates as they were, on the key's path. */
  const startsWithAny =
    (...prefixes: string[]) =>
    (path: string) =>
      prefixes.some((prefix) => path.startsWith(prefix));
  const wasActivityFeed = (path: string) =>
    path.startsWith('/api/activities') || /^\/api\/locations\/[^/]+\/activities$/.test(path);
  const wasLocationData = startsWithAny(
    '/api/locations',
    '/api/check-in',
    '/api/activities',
    '/api/record-meter',
    '/api/meter-reads',
    '/api/meter-readings',
  );
  const wasMeterData = startsWithAny(
    '/api/record-meter',
    '/api/activities',
    '/api/locations',
    '/api/meter-reads',
    '/api/meter-readings',
  );
  const wasLocationNames = startsWithAny(
    '/api/locations',
    '/api/check-in',
    '/api/activities',
    '/api/issues',
    '/api/meter-reads',
  );

  function cacheOfEveryRead(): QueryClient {
    const queryClient = new QueryClient();
    for (const key of sampleKeys) queryClient.setQueryData(key, []);
    return queryClient;
  }
  const pathsWhere = (queryClient: QueryClient, test: (state: { isInvalidated: boolean }) => boolean) =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => test(query.state))
      .map((query) => JSON.stringify(query.queryKey))
      .sort();
  const invalidated = (queryClient: QueryClient) => pathsWhere(queryClient, (state) => state.isInvalidated);
  const expected = (was: (path: string) => boolean) =>
    sampleKeys
      .filter(([path]) => typeof path === 'string' && was(path))
      .map((key) => JSON.stringify(key))
      .sort();

  it('has a key of each read', () => {
    expect(sampleKeys.length).toBeGreaterThanOrEqual(50);
  });

  const issue = issueOf(
    { guid: 'i1', title: 'Leak', marinaId: 'm1', locationId: 'l1' },
    { locationName: null, userGuid: null, at: '2025-01-01T00:00:00.000Z' },
  );
  const writes: [string, (queryClient: QueryClient) => Promise<unknown>, (path: string) => boolean][] = [
    ['a location write', (queryClient) => invalidateLocationData(queryClient), wasLocationData],
    ['a meter write', invalidateMeterData, wasMeterData],
    [
      'an occupancy checklist write',
      afterOccupancyChecklistWrite,
      (path) => path === '/api/occupancy-checklists' || wasActivityFeed(path) || path === '/api/locations',
    ],
    [
      'an issue write',
      (queryClient) => afterIssueWrite(queryClient, 'm1', issue),
      (path) => path === '/api/issues' || wasActivityFeed(path) || path === '/api/locations',
    ],
  ];

  it.each(writes)('after %s', async (_, invalidate, was) => {
    const queryClient = cacheOfEveryRead();
    await invalidate(queryClient);
    expect(invalidated(queryClient)).toEqual(expected(was));
  });

  it('after a location is deleted: its own reads go, the rest as before', async () => {
    const queryClient = cacheOfEveryRead();
    await invalidateLocationData(queryClient, { deleted: 'g1' });
    const wasGone = (path: string) => path.startsWith('/api/locations/g1');
    expect(pathsWhere(queryClient, () => true)).toEqual(expected((path) => !wasGone(path)));
    expect(invalidated(queryClient)).toEqual(expected((path) => !wasGone(path) && wasLocationData(path)));
  });

  it('after location names are fixed', () => {
    for (const key of sampleKeys) {
      expect(showsLocationNames({ queryKey: key }), JSON.stringify(key)).toBe(
        wasLocationNames(String(key[0])),
      );
    }
  });
});
