import type { LocationDetail } from '#core/locations/location.schema.ts';
import { OccupancySection } from '#web/features/occupancy/index.ts';

/** The Occupancy section of a location; the location view renders it only when it has occupancy. */
export function LocationOccupancySlot({ location }: { location: LocationDetail }) {
  return <OccupancySection locationGuid={location.guid} marinaId={location.marinaId} />;
}
