import { useTranslation } from 'react-i18next';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LocationTile } from './location-tile.tsx';

/** Spec 000 section 9: the locations grid has 3 columns. */
const GRID = 'grid grid-cols-3 gap-2';

export function LocationGroup({
  id: groupId,
  heading,
  locations,
  now,
}: {
  /** Names the group in its element id (the English heading, the same in every language). */
  id: string;
  heading: string;
  locations: LocationListItem[];
  now: Date;
}) {
  const id = `group-${groupId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} data-testid="location-group">
      <h2 id={id} className="mb-2 flex items-baseline justify-between px-0.5">
        <span className="font-bold text-lg">{heading}</span>
        <span className="font-medium text-muted-foreground text-sm tabular-nums">{locations.length}</span>
      </h2>
      <ul className={GRID}>
        {locations.map((location) => (
          <LocationTile key={location.guid} location={location} now={now} />
        ))}
      </ul>
    </section>
  );
}

/** Spec 000 section 9: 4 placeholders while the list loads. */
export function LocationGridSkeleton() {
  const { t } = useTranslation('locations');
  return (
    <div aria-busy="true">
      <span className="sr-only">{t('list.loading')}</span>
      <Skeleton className="mb-2 h-6 w-32" />
      <div className={GRID}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-20" data-testid="location-placeholder" />
        ))}
      </div>
    </div>
  );
}

/** What the yellow tiles mean. */
export function StaleLegend() {
  const { t } = useTranslation('locations');
  return (
    <p className="flex items-center gap-2 text-muted-foreground text-sm">
      <span
        className="inline-block size-4 shrink-0 rounded border border-stale-foreground/25 bg-stale"
        aria-hidden="true"
      />
      {t('list.staleLegend')}
    </p>
  );
}
