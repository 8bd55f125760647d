import type { LocationDetail } from '#core/locations/location.schema.ts';
import { IssuesSection } from '#web/features/issues/index.ts';

/** The Issues section of a location, with its filters and the Create Issue dialog (spec 001). */
export function LocationIssuesSlot({ location }: { location: LocationDetail }) {
  return <IssuesSection locationGuid={location.guid} marinaId={location.marinaId} />;
}
