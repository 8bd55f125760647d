import type { QueryClient } from '@tanstack/react-query';

/**
 * After a meter write (spec 000 section 7): the cached record-meter, activities, locations
 * (their feeds and last-activity times) and meter-read data, plus the cached reading of each
 * meter_read card.
 */
const METER_LIST_PREFIXES = ['/api/record-meter', '/api/activities', '/api/locations', '/api/meter-reads'];
const CARD_READING_PREFIX = '/api/meter-readings';

const withPrefix = (prefixes: readonly string[]) => (query: { queryKey: readonly unknown[] }) => {
  const path = query.queryKey[0];
  return typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
};

/**
 * The lists first, then the cards' readings: a card whose reading was deleted (its activity goes
 * with it, ADR 0023) has left the screen before the readings refetch, so it never asks for a
 * reading that is gone.
 */
export async function invalidateMeterData(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: withPrefix(METER_LIST_PREFIXES) });
  await queryClient.invalidateQueries({ predicate: withPrefix([CARD_READING_PREFIX]) });
}
