import type { LocationDetail } from '#core/locations/location.schema.ts';

/**
 * SLOT: the Issues section of a location, with its filters and the Create Issue dialog (spec 001).
 * The supporting-areas issue fills it in; until then it renders nothing.
 */
export function LocationIssuesSlot(_props: { location: LocationDetail }) {
  return null;
}
