import type { LocationDetail } from '#core/locations/location.schema.ts';

/**
 * SLOT: the Occupancy section of a location (spec 001, occupancy checklists). The location view
 * renders it only when the location has occupancy. The supporting-areas issue fills it in;
 * until then it renders nothing.
 */
export function LocationOccupancySlot(_props: { location: LocationDetail }) {
  return null;
}
