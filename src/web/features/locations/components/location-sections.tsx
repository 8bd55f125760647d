import { memo } from 'react';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { GpsReferenceCard } from '#web/features/patrol/index.ts';
import { useStagedMount } from '#web/lib/use-staged-mount.ts';
import { AddNoteCard } from './add-note-card.tsx';
import { ChildLocationsCard } from './child-locations-card.tsx';
import { LocationActivityFeed } from './location-activity-feed.tsx';
import { LocationIssuesSlot } from './location-issues-slot.tsx';
import { LocationOccupancySlot } from './location-occupancy-slot.tsx';

/**
 * The sections of a location's screen. Memoized: the check-in banner above them changes several
 * times while a check-in runs, and none of that concerns them. Below the children they mount one
 * per task, so the header and the banner paint first.
 */
export const LocationSections = memo(function LocationSections({
  location,
  isAdmin,
}: {
  location: LocationDetail;
  isAdmin: boolean;
}) {
  const stage = useStagedMount(5);
  return (
    <>
      <ChildLocationsCard locations={location.children} isAdmin={isAdmin} />
      {stage > 0 && location.hasOccupancy && <LocationOccupancySlot location={location} />}
      {stage > 1 && <LocationIssuesSlot location={location} />}
      {stage > 2 && <AddNoteCard locationGuid={location.guid} marinaId={location.marinaId} />}
      {stage > 3 && <LocationActivityFeed locationGuid={location.guid} />}
      {stage > 4 && isAdmin && <GpsReferenceCard locationGuid={location.guid} />}
    </>
  );
});
