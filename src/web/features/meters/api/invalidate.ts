import type { QueryClient } from '@tanstack/react-query';

/**
 * After a meter write (spec 000 section 7): the cached record-meter, activities, locations
 * (their feeds and last-activity times) and meter-read data, plus the cached reading of each
 * meter_read card.
 */
const METER_DATA_PREFIXES = [
  '/api/record-meter',
  '/api/activities',
  '/api/locations',
  '/api/meter-reads',
  '/api/meter-readings',
];

export function invalidateMeterData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && METER_DATA_PREFIXES.some((prefix) => path.startsWith(prefix));
    },
  });
}
