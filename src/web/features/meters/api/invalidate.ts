import type { QueryClient } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { locationReads } from '#core/locations/location-reads.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { isKeyOf } from '#web/lib/call.ts';

/**
 * After a meter write (spec 000 section 7): the cached record-meter, activities, locations
 * (their feeds and last-activity times) and meter-read data, plus the cached reading of each
 * meter_read card.
 */
const isMeterList = isKeyOf(
  metersEndpoints.recordMeter,
  activitiesEndpoints.feed,
  ...locationReads,
  metersEndpoints.listReads,
  metersEndpoints.summarizeReads,
  metersEndpoints.countRecentReads,
);
const isCardReading = isKeyOf(metersEndpoints.readingOfActivity);

/**
 * The lists first, then the cards' readings: a card whose reading was deleted (its activity goes
 * with it, ADR 0023) has left the screen before the readings refetch, so it never asks for a
 * reading that is gone.
 */
export async function invalidateMeterData(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: isMeterList });
  await queryClient.invalidateQueries({ predicate: isCardReading });
}
